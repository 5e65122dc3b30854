import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `"table"."column"` for a column inside a raw `sql` fragment. Drizzle writes a column of a
 * select list's fragment without its table, so in a correlated subquery (`... where
 * content_id = id`) the name would bind to the wrong table; qualifying it keeps the binding.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
