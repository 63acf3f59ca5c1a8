import { Fragment, type ReactNode } from 'react';

const linkPattern = /\bhttps?:\/\/[^\s<>"']+/g;
// Trailing punctuation belongs to the sentence, not the link.
const trailing = /[.,;:!?)\]]+$/;

/** Lets a long word break after its slashes and commas (spec 000 §4) with <wbr>. */
export function breakable(text: string): ReactNode[] {
  return text.split(/(?<=[/,])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * A message or review as text: web links become links that open apart from the site
 * (rel="noopener noreferrer"); nothing else is markup. React escapes the rest.
 */
export function MessageText({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const url = match[0].replace(trailing, '');
    const start = match.index;
    out.push(<Fragment key={`t${start}`}>{breakable(text.slice(last, start))}</Fragment>);
    out.push(
      <a key={`a${start}`} href={url} target="_blank" rel="noopener noreferrer nofollow">
        {breakable(url)}
      </a>,
    );
    last = start + url.length;
  }
  out.push(<Fragment key="end">{breakable(text.slice(last))}</Fragment>);
  return <span className="message-text">{out}</span>;
}
