// The plan of the product's own full-text query for one search (issue 22: "print the plan of the
// slowest query into the report"): the repository builds its statements as the server does, a
// drizzle logger catches the contents query (the contents matching the words, counted and ranked)
// and the settings of its transaction, and PostgreSQL runs it again under EXPLAIN (ANALYZE,
// BUFFERS) with the same settings. PostgreSQL only: PGlite lives inside the server's process
// while the bench runs.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { searchQueryShapeOf } from '../../apps/server/src/modules/content/page-text-tokens.js';
import type { Viewer } from '../../apps/server/src/modules/content-access/viewer.js';
import { createFullTextSearchRepository } from '../../apps/server/src/modules/search/full-text-search.repository.js';
import type { Database } from '../../apps/server/src/platform/db/database.js';

export async function explainFullText(
  databaseUrl: string,
  domain: string,
  words: string,
): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const statements: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(pool, {
      logger: { logQuery: (sql, params) => void statements.push({ sql, params }) },
    }) as unknown as Database;
    const found = await pool.query<{ id: number }>('select id from companies where domain = $1', [
      domain,
    ]);
    const companyId = found.rows[0]?.id;
    const query = searchQueryShapeOf(words);
    if (companyId === undefined || !query) return [`no plan: ${domain} or "${words}" not found`];
    // A visitor of a company with sign-in and no plans: the bench's requests.
    const viewer: Viewer = {
      kind: 'visitor',
      companyId,
      openAccount: false,
      plansOn: false,
      seenAt: new Date(),
    };
    await createFullTextSearchRepository(db).contentsPage(viewer, query, { page: 1, size: 10 });
    const main = statements.find((statement) => statement.sql.startsWith('with "hits"'));
    if (!main) return ['no plan: the repository ran no contents query'];
    // The planner settings the repository gives its query (its own transaction) apply here too.
    const settings = statements.filter((statement) =>
      statement.sql.startsWith('select set_config'),
    );
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const setting of settings) await client.query(setting.sql, setting.params);
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${main.sql}`,
        main.params,
      );
      await client.query('rollback');
      return plan.rows.map((row) => row['QUERY PLAN']);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
