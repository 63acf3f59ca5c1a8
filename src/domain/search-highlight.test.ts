import { describe, expect, it } from 'vitest';
import { highlightOf, marksIn, type Highlight } from './search-highlight';

const marked = (h: Highlight | null) => h && h.parts.filter((_, i) => i % 2 === 1);
const textOf = (h: Highlight | null) => h!.parts.join('');

describe('why a result matched (issue 44 item 2)', () => {
  it('marks the searched words in the title, plurals, accents and case aside', () => {
    const h = highlightOf(
      'Levadas and Dolphin watching in Câmara',
      [],
      ['levada', 'dolphins', 'camara'],
    );
    expect(marked(h)).toEqual(['Levadas', 'Dolphin', 'Câmara']);
    expect(h).toMatchObject({ isTitle: true });
    expect(textOf(h)).toBe('Levadas and Dolphin watching in Câmara');
  });

  it('takes a piece of the description around the first word when the title has none', () => {
    const description = `${'Lorem ipsum dolor sit amet '.repeat(6)}then a  catamaran to the whales,${' and more words'.repeat(10)}`;
    const h = highlightOf('Sea day', ['No match here', description], ['catamaran', 'whale']);
    expect(marked(h)).toEqual(['catamaran', 'whales']);
    expect(h!.isTitle).toBe(false);
    expect(textOf(h).startsWith('…')).toBe(true);
    expect(textOf(h).endsWith('…')).toBe(true);
    expect(textOf(h).length).toBeLessThan(160);
  });

  it('marks nothing for short words, other words or no words, and is null without a match', () => {
    expect(marksIn('A to B', ['to', 'a'])).toEqual([]);
    expect(marksIn('Walking tour', [])).toEqual([]);
    expect(marksIn('Wine tasting', ['wind'])).toEqual([]);
    expect(highlightOf('Jeep safari', ['Off road'], ['boat'])).toBeNull();
  });

  it('cuts emoji, lone surrogates and long texts into a short piece around the word', () => {
    const text = `🐬 dolphins \ud800 ${'x'.repeat(5000)} dolphins`;
    const h = highlightOf('Sea', [text], ['dolphin']);
    expect(marked(h)).toEqual(['dolphins']);
    expect(textOf(h).startsWith('🐬 dolphins \ud800')).toBe(true);
    expect(textOf(h).length).toBeLessThan(5200);
  });
});
