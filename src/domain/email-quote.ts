// What of a sender's own words an email carries (decision 090): an email under Levada's name quotes
// a member's text only so far, so it cannot be used to mail long texts to operators; the rest is
// read on Levada, under the sender's name.

/** Characters of the sender's words an email quotes, at most, over all its messages. */
export const emailQuoteMaxChars = 500;

/**
 * The messages as the email quotes them: whole while they fit, the one that does not cut at a word
 * with "…" (unless too little of it would show), and the ones after it left out; `isCut` says
 * something was left for the site.
 */
export function quoteForEmail(
  texts: readonly string[],
  max = emailQuoteMaxChars,
): { paragraphs: string[]; isCut: boolean } {
  const paragraphs: string[] = [];
  let left = max;
  for (const text of texts) {
    const chars = [...text];
    if (chars.length <= left) {
      paragraphs.push(text);
      left -= chars.length;
      continue;
    }
    const head = chars.slice(0, left).join('');
    const atWord = head.replace(/\s+\S*$/, '');
    const cut = (atWord.length >= head.length / 2 ? atWord : head).trimEnd();
    // A fragment too short to read is left out with the rest.
    if ([...cut].length >= Math.min(40, max / 2)) paragraphs.push(`${cut}…`);
    return { paragraphs, isCut: true };
  }
  return { paragraphs, isCut: false };
}
