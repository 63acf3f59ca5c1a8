import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The app's message formatting (decision 064): react-intl's API as the app uses it (IntlProvider,
 * useIntl, FormattedMessage, FormattedDate, createIntl) over messages precompiled at build to ICU
 * syntax trees, formatted with the browser's Intl. It does what intl-messageformat does with those
 * trees (intl.test.ts checks every catalogue message against it) in a sixth of its download.
 */
export type { MessageFormatElement };
export type CompiledMessages = Record<string, MessageFormatElement[]>;

type Primitive = string | number | boolean | null | undefined | Date;
/** A rich-text tag's formatter: `<b>…</b>` in a message calls values.b with what is inside. */
type TagFormatter<T> = (chunks: (string | T)[]) => T | string | (string | T)[];
export type IntlError = { code: 'MISSING_TRANSLATION' | 'FORMAT_ERROR'; message: string };

export type IntlConfig = {
  locale: string;
  defaultLocale?: string;
  messages: CompiledMessages;
  onError?: (error: IntlError) => void;
};

type Descriptor = { id: string };

export type IntlShape = Required<IntlConfig> & {
  formatMessage(
    descriptor: Descriptor,
    values?: Record<string, Primitive | TagFormatter<string>>,
  ): string;
  formatMessage(
    descriptor: Descriptor,
    values?: Record<string, Primitive | ReactNode | TagFormatter<ReactNode>>,
  ): ReactNode;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
};

// Building an Intl formatter costs far more than using one: each is made once per locale and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  make: new (locale: string, options?: object) => F,
  locale: string,
  options: object | undefined,
): F {
  const key = `${make.name}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let found = formatters.get(key) as F | undefined;
  if (!found) formatters.set(key, (found = new make(locale, options)));
  return found;
}

// The trees' node types (@formatjs/icu-messageformat-parser's TYPE), as numbers: its enum is not
// imported so that no parser code comes into the browser.
const NodeType = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const;

class FormatError extends Error {}

type Part = string | ReactNode;
type Values = Record<string, unknown>;

/** The message's parts: strings, and whatever tag formatters and values made (React elements). */
function formatParts(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Values,
  pluralValue?: number,
): Part[] {
  const parts: Part[] = [];
  for (const element of elements) {
    switch (element.type as number) {
      case NodeType.literal:
        parts.push((element as { value: string }).value);
        continue;
      case NodeType.pound:
        if (pluralValue !== undefined)
          parts.push(formatter(Intl.NumberFormat, locale, undefined).format(pluralValue));
        continue;
    }
    const name = (element as { value: string }).value;
    if (!(name in values)) throw new FormatError(`no value for {${name}}`);
    const value = values[name];
    switch (element.type as number) {
      case NodeType.argument:
        parts.push(
          typeof value === 'string' || typeof value === 'number'
            ? String(value)
            : (value as ReactNode) || '',
        );
        break;
      case NodeType.number: {
        const style = (element as { style?: unknown }).style;
        const options =
          style && typeof style === 'object'
            ? (style as { parsedOptions: Intl.NumberFormatOptions & { scale?: number } })
                .parsedOptions
            : undefined;
        parts.push(
          formatter(Intl.NumberFormat, locale, options).format(
            (value as number) * (options?.scale ?? 1),
          ),
        );
        break;
      }
      case NodeType.date:
      case NodeType.time: {
        const style = (element as { style?: unknown }).style;
        const options =
          style && typeof style === 'object'
            ? (style as { parsedOptions: Intl.DateTimeFormatOptions }).parsedOptions
            : (element.type as number) === NodeType.time
              ? { hour: 'numeric', minute: 'numeric' }
              : undefined;
        parts.push(formatter(Intl.DateTimeFormat, locale, options).format(value as Date));
        break;
      }
      case NodeType.select: {
        const { options } = element as {
          options: Record<string, { value: MessageFormatElement[] }>;
        };
        const option = options[String(value)] ?? options.other;
        if (!option) throw new FormatError(`no option for {${name}} = ${String(value)}`);
        parts.push(...formatParts(option.value, locale, values, pluralValue));
        break;
      }
      case NodeType.plural: {
        const plural = element as {
          options: Record<string, { value: MessageFormatElement[] }>;
          offset: number;
          pluralType: Intl.PluralRulesOptions['type'];
        };
        const n = (value as number) - (plural.offset || 0);
        const option =
          plural.options[`=${String(value)}`] ??
          plural.options[
            formatter(Intl.PluralRules, locale, { type: plural.pluralType }).select(n)
          ] ??
          plural.options.other;
        if (!option) throw new FormatError(`no option for {${name}} = ${String(value)}`);
        parts.push(...formatParts(option.value, locale, values, n));
        break;
      }
      case NodeType.tag: {
        if (typeof value !== 'function') throw new FormatError(`<${name}> needs a function`);
        const inside = formatParts(
          (element as { children: MessageFormatElement[] }).children,
          locale,
          values,
          pluralValue,
        );
        // Keyed, so that elements inside a tag can be rendered as a list.
        const made = (value as TagFormatter<ReactNode>)(keyed(inside));
        parts.push(...(Array.isArray(made) ? made : [made]));
        break;
      }
    }
  }
  return parts;
}

/** Elements get a key by position unless they have one (as React.Children.toArray would give them). */
const keyed = (parts: Part[]): Part[] =>
  parts.map((part, index) =>
    isValidElement(part) && part.key === null
      ? cloneElement(part as ReactElement, { key: `.${index}` })
      : part,
  );

/** Adjacent strings joined: one string when the message made only text, else a keyed list. */
function joined(parts: Part[]): ReactNode {
  const out: Part[] = [];
  for (const part of parts) {
    if (typeof part === 'string' && typeof out[out.length - 1] === 'string')
      out[out.length - 1] = (out[out.length - 1] as string) + part;
    else out.push(part);
  }
  if (out.length <= 1) return out[0] ?? '';
  return keyed(out);
}

export function createIntl({
  locale,
  defaultLocale = locale,
  messages,
  onError = () => {},
}: IntlConfig): IntlShape {
  const formatMessage = (descriptor: Descriptor, values: Values = {}): ReactNode => {
    const message = messages[descriptor.id];
    if (!message) {
      onError({ code: 'MISSING_TRANSLATION', message: `Missing message "${descriptor.id}"` });
      return descriptor.id;
    }
    try {
      return joined(formatParts(message, locale, values));
    } catch (error) {
      // Formatting fails only on a programming mistake (a value not given): show the key, as react-intl did.
      onError({ code: 'FORMAT_ERROR', message: `"${descriptor.id}": ${(error as Error).message}` });
      return descriptor.id;
    }
  };
  return {
    locale,
    defaultLocale,
    messages,
    onError,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber: (value, options) =>
      orAsText(value, () => formatter(Intl.NumberFormat, locale, options).format(value)),
    formatDate: (value, options) =>
      orAsText(value, () =>
        formatter(Intl.DateTimeFormat, locale, options).format(
          typeof value === 'string' ? new Date(value) : value,
        ),
      ),
  };
  // An invalid date or option is reported and the value shown as it is, as react-intl did: a page
  // never fails to render for one.
  function orAsText(value: unknown, format: () => string): string {
    try {
      return format();
    } catch (error) {
      onError({ code: 'FORMAT_ERROR', message: (error as Error).message });
      return String(value);
    }
  }
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({
  locale,
  defaultLocale,
  messages,
  onError,
  children,
}: IntlConfig & { children: ReactNode }) {
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages, onError }),
    [locale, defaultLocale, messages, onError],
  );
  return <IntlContext value={intl}>{children}</IntlContext>;
}

export function useIntl(): IntlShape {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}

export function FormattedMessage({
  id,
  values,
}: {
  id: string;
  values?: Record<string, Primitive | ReactNode | TagFormatter<ReactNode>>;
}) {
  return <>{useIntl().formatMessage({ id }, values)}</>;
}

export function FormattedDate({
  value,
  ...options
}: Intl.DateTimeFormatOptions & { value: Date | number | string }) {
  return <>{useIntl().formatDate(value, options)}</>;
}
