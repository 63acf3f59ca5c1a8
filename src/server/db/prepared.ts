import type { Db } from './client';

/**
 * A statement run on every request, built once per database and prepared there: Drizzle does not
 * build its SQL again, and node-postgres parses it once per connection (a named statement, so
 * PostgreSQL plans it once too). Give the built query a `.prepare(name)` with `sql.placeholder`s.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
