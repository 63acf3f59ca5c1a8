import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl';

export type AffiliateColumn = { labelId: string; isNumber?: boolean };

/** The affiliate pages' tables: column headings from message ids, numbers aligned right. */
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
  const numberClass = (column: AffiliateColumn) => (column.isNumber ? 'is-number' : undefined);
  const table = (
    <table className="affiliate-table">
      {captionId ? (
        <caption>
          <FormattedMessage id={captionId} />
        </caption>
      ) : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.labelId} scope="col" className={numberClass(column)}>
              <FormattedMessage id={column.labelId} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={columns[index]!.labelId} className={numberClass(columns[index]!)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A wide table scrolls inside its card on a phone instead of widening the page.
  // A table ignores a 1 px width, so the hidden one is wrapped (it would widen a phone's page).
  if (isHidden) return <div className="visually-hidden">{table}</div>;
  // Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
  return (
    <div className="affiliate-table-scroll" tabIndex={0}>
      {table}
    </div>
  );
}
