// Calendar days are browser dates at local midnight standing for a date of the listing's zone: the
// booking panel's and the date change's calendars read and write them as 'YYYY-MM-DD' keys.
export const toDateKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
export const fromDateKey = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
export const monthKey = (date: Date) => toDateKey(new Date(date.getFullYear(), date.getMonth(), 1));
