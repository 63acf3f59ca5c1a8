// @vitest-environment jsdom
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyCatalog } from '../test/messages';
import { formatLocales, locales } from './locales';
import { createIntl, FormattedDate, FormattedMessage, IntlProvider } from './intl';

afterEach(() => vi.restoreAllMocks());

// Node types of the syntax tree (@formatjs/icu-messageformat-parser's TYPE).
const argument = 1;
const number = 2;
const select = 5;
const plural = 6;
const tag = 8;

type Sample = Record<string, unknown>;

/** Values that reach every branch of a message: each select option, plural counts around each rule. */
function samplesOf(elements: MessageFormatElement[]): Sample[] {
  const choices = new Map<string, unknown[]>();
  const add = (name: string, values: unknown[]) =>
    choices.set(name, [...new Set([...(choices.get(name) ?? []), ...values])]);
  const walk = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      const { type } = node as { type: number };
      const name = (node as { value?: string }).value ?? '';
      if (type === argument) add(name, ['Ana', 7]);
      if (type === number) add(name, [0, 1, 2, 1234.5]);
      if (type === tag) {
        add(name, [(chunks: string[]) => `[${name}:${chunks.join('')}]`]);
        walk((node as { children: MessageFormatElement[] }).children);
      }
      if (type === select || type === plural) {
        const options = (node as { options: Record<string, { value: MessageFormatElement[] }> })
          .options;
        add(
          name,
          type === select
            ? [...Object.keys(options), 'something-else']
            : [0, 1, 2, 3, 5, 11, 21, 1000, 1.5],
        );
        for (const option of Object.values(options)) walk(option.value);
      }
    }
  };
  walk(elements);
  // Every name's values in turn, the others at their first value: enough to visit every branch.
  const base = Object.fromEntries([...choices].map(([name, values]) => [name, values[0]]));
  const samples: Sample[] = [base];
  for (const [name, values] of choices)
    for (const value of values.slice(1)) samples.push({ ...base, [name]: value });
  return samples;
}

describe('formatting precompiled messages', () => {
  it('gives what intl-messageformat gives, for every message of every catalogue with values reaching each branch', () => {
    let compared = 0;
    for (const locale of locales) {
      const formatLocale = formatLocales[locale];
      const messages = Object.fromEntries(
        Object.entries(everyCatalog[locale]).map(([key, text]) => [key, parse(text)]),
      );
      const intl = createIntl({ locale: formatLocale, messages });
      for (const [id, ast] of Object.entries(messages))
        for (const values of samplesOf(ast)) {
          const expected = new IntlMessageFormat(ast, formatLocale).format(values);
          expect(intl.formatMessage({ id }, values as never), `${locale} ${id}`).toEqual(expected);
          compared += 1;
        }
    }
    // Five catalogues of several hundred messages each.
    expect(compared).toBeGreaterThan(5000);
  });

  it('renders tags as elements, keyed, with no warning', () => {
    const error = vi.spyOn(console, 'error');
    render(
      <IntlProvider
        locale="pt-PT"
        messages={{
          hello: parse(
            'Olá <b>{name}</b>, tem {count, plural, one {# reserva} other {# reservas}} <i>hoje</i>.',
          ),
        }}
      >
        <p data-testid="out">
          <FormattedMessage
            id="hello"
            values={{
              name: 'Ana',
              count: 1234,
              b: (chunks) => <b>{chunks}</b>,
              i: (chunks) => <i>{chunks}</i>,
            }}
          />
        </p>
      </IntlProvider>,
    );
    expect(screen.getByTestId('out').innerHTML).toBe(
      'Olá <b>Ana</b>, tem 1234 reservas <i>hoje</i>.',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the key and reports a missing message or a missing value, never throwing', () => {
    const onError = vi.fn();
    const intl = createIntl({ locale: 'en', messages: { hi: parse('Hi {name}') }, onError });
    expect(intl.formatMessage({ id: 'nope' })).toBe('nope');
    expect(onError).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'MISSING_TRANSLATION' }),
    );
    expect(intl.formatMessage({ id: 'hi' })).toBe('hi');
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
    expect(intl.formatMessage({ id: 'hi' }, { name: 'Rui' })).toBe('Hi Rui');
    expect(intl.formatDate('not a date', { dateStyle: 'long' })).toBe('not a date');
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
    expect(intl.formatNumber(12, { style: 'currency' })).toBe('12');
  });

  it('formats numbers and dates with the locale, as Intl does', () => {
    const intl = createIntl({ locale: 'de-DE', messages: {} });
    const money = { style: 'currency', currency: 'EUR' } as const;
    expect(intl.formatNumber(1234.5, money)).toBe(
      new Intl.NumberFormat('de-DE', money).format(1234.5),
    );
    const day = { dateStyle: 'full', timeZone: 'Atlantic/Madeira' } as const;
    expect(intl.formatDate('2026-03-29T00:30:00Z', day)).toBe(
      new Intl.DateTimeFormat('de-DE', day).format(new Date('2026-03-29T00:30:00Z')),
    );
    render(
      <IntlProvider locale="fr-FR" messages={{}}>
        <span data-testid="date">
          <FormattedDate
            value={new Date('2026-11-24T12:00:00Z')}
            day="numeric"
            month="long"
            timeZone="UTC"
          />
        </span>
      </IntlProvider>,
    );
    expect(screen.getByTestId('date').textContent).toBe('24 novembre');
  });
});
