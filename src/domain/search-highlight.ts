import { foldWord } from './query-understanding';

/** A searched word's place in a text: [start, end) in UTF-16 units of the text. */
export type Mark = [start: number, end: number];
/**
 * Why a result matched (issue 44 item 2, decision 142): its title, or a piece of its description,
 * as pieces of text whose odd ones (1, 3, …) are searched words: parts.join('') is the text shown.
 */
export type Highlight = { isTitle: boolean; parts: string[] };

/** The text cut at its marks: plain, marked, plain, …, plain. */
const partsOf = (text: string, marks: Mark[]): string[] => {
  let at = 0;
  const parts: string[] = [];
  for (const [start, end] of marks) {
    parts.push(text.slice(at, start), text.slice(start, end));
    at = end;
  }
  parts.push(text.slice(at));
  return parts;
};

const excerptLength = 140;
const before = 40;

/**
 * Whether a word of the text is a searched word, its plural or a longer form of it, accents and case
 * aside: "Levadas" for levada, "dolphin" for dolphins, "caminhadas" for caminhada.
 */
function isMatch(word: string, terms: readonly string[]): boolean {
  return terms.some((term) => {
    if (word.length < 3) return false;
    if (word.startsWith(term)) return true;
    let common = 0;
    while (common < word.length && word[common] === term[common]) common++;
    return common >= Math.max(4, Math.min(word.length, term.length) - 2);
  });
}

/** The searched words in `text`, in order. */
export function marksIn(text: string, terms: readonly string[]): Mark[] {
  // Words of one or two letters ("to", "a", "da") are not marked: they would mark every text.
  const folded = [...new Set(terms.map(foldWord).filter((term) => term.length >= 3))];
  const marks: Mark[] = [];
  if (folded.length === 0) return marks;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu))
    if (isMatch(foldWord(m[0]), folded)) marks.push([m.index, m.index + m[0].length]);
  return marks;
}

/** A piece of `text` of about excerptLength around its first searched word, cut at spaces. */
function excerptOf(text: string, marks: Mark[]): Highlight {
  const first = marks[0]![0];
  let start = first <= before ? 0 : text.lastIndexOf(' ', first - before) + 1;
  if (start > first) start = 0;
  let end = Math.min(text.length, start + excerptLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > marks[0]![1] ? space : Math.max(end, marks[0]![1]);
  }
  const head = start > 0 ? '…' : '';
  const tail = end < text.length ? '…' : '';
  const shift = head.length - start;
  return {
    isTitle: false,
    parts: partsOf(
      `${head}${text.slice(start, end)}${tail}`,
      marks.filter(([s, e]) => s >= start && e <= end).map(([s, e]) => [s + shift, e + shift]),
    ),
  };
}

/**
 * The title when a searched word is in it, else a piece of the first of `texts` (short description,
 * description) holding one; null when none does (a match by category, by place or by near spelling).
 */
export function highlightOf(
  title: string,
  texts: readonly (string | null | undefined)[],
  terms: readonly string[],
): Highlight | null {
  const inTitle = marksIn(title, terms);
  if (inTitle.length > 0) return { isTitle: true, parts: partsOf(title, inTitle) };
  for (const given of texts) {
    const text = given?.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const marks = marksIn(text, terms);
    if (marks.length > 0) return excerptOf(text, marks);
  }
  return null;
}
