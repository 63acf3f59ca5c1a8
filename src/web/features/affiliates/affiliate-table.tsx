import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';

export type AffiliateColumn = { labelId: string; isNumber?: boolean };

/**
 * The affiliate pages' tables: column headings from message ids, numbers aligned right. On a phone
 * each row stacks, every value beside its column's name (affiliates.css): four columns of long
 * German or French headings do not fit 390 px without breaking words.
 */
export function AffiliateTable({
  columns,
  rows,
  captionId,
  isHidden = false,
}: {
  columns: AffiliateColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  captionId?: string;
  isHidden?: boolean;
}) {
  const intl = useIntl();
  const numberClass = (column: AffiliateColumn) => (column.isNumber ? 'is-number' : undefined);
  // The roles keep the table a table for screen readers where the stacked layout changes its display.
  const table = (
    <table className="affiliate-table" role="table">
      {captionId ? (
        <caption>
          <FormattedMessage id={captionId} />
        </caption>
      ) : null}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.labelId}
              scope="col"
              role="columnheader"
              className={numberClass(column)}
            >
              <FormattedMessage id={column.labelId} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.key} role="row">
            {row.cells.map((cell, index) => (
              <td
                key={columns[index]!.labelId}
                role="cell"
                className={numberClass(columns[index]!)}
              >
                {/* Shown only when stacked; the column heading already names it for screen readers. */}
                <span className="affiliate-table__label" aria-hidden="true">
                  {intl.formatMessage({ id: columns[index]!.labelId })}
                </span>
                <span className="affiliate-table__value">{cell}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A table ignores a 1 px width, so the hidden one is wrapped (it would widen a phone's page).
  if (isHidden) return <div className="visually-hidden">{table}</div>;
  // Wider than a tablet's card only in a rare translation: then it scrolls inside the card, and is
  // focusable so that a keyboard can scroll it (axe: scrollable-region-focusable).
  return (
    <div className="affiliate-table-scroll" tabIndex={0}>
      {table}
    </div>
  );
}
