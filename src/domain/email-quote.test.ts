import { describe, expect, it } from 'vitest';
import { quoteForEmail } from './email-quote';

describe('quoteForEmail', () => {
  it.each<[string, string[], number, { paragraphs: string[]; isCut: boolean }]>([
    [
      'short messages whole',
      ['Hello!', 'Is there a pickup?'],
      50,
      { paragraphs: ['Hello!', 'Is there a pickup?'], isCut: false },
    ],
    ['exactly the limit', ['12345', '67890'], 10, { paragraphs: ['12345', '67890'], isCut: false }],
    [
      'a long one cut at a word',
      ['Visit our site for cheaper tours today'],
      20,
      { paragraphs: ['Visit our site for…'], isCut: true },
    ],
    [
      'one word longer than the limit cut in it',
      ['https://cheap-tours.example/offer'],
      10,
      { paragraphs: ['https://ch…'], isCut: true },
    ],
    [
      'the messages after the limit left out',
      ['Hello there', 'Second', 'Third'],
      12,
      { paragraphs: ['Hello there'], isCut: true },
    ],
    ['characters, not UTF-16 units', ['🌊🌊🌊🌊'], 2, { paragraphs: ['🌊🌊…'], isCut: true }],
  ])('%s', (_label, texts, max, quoted) => {
    expect(quoteForEmail(texts, max)).toEqual(quoted);
  });
});
