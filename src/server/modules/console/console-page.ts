/** Rows a console list shows a page. */
export const consolePageSize = 20;

export const pageMeta = (page: number, totalItems: number) => ({
  page,
  perPage: consolePageSize,
  totalItems,
  totalPages: Math.ceil(totalItems / consolePageSize),
});

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
