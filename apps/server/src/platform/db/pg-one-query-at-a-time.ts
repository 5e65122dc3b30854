import type pg from 'pg';

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * `client`'s queries go to it one after another. Queries asked at once on one connection (a
 * `Promise.all` inside a transaction) were queued by node-postgres itself, which is deprecated
 * and goes in pg@9; here the next waits until the one before it has answered or failed, which
 * is the order they ran in anyway. A query with a callback, or a submittable (a cursor, a COPY
 * stream), is passed on as it is.
 */
export function oneQueryAtATime(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  let last: Promise<unknown> = Promise.resolve();
  const queued: Query = (config, ...rest) => {
    const submittable =
      typeof config === 'object' &&
      config !== null &&
      typeof (config as { submit?: unknown }).submit === 'function';
    if (submittable || rest.some((argument) => typeof argument === 'function')) {
      return query(config, ...rest);
    }
    const answer = last.then(() => query(config, ...rest));
    last = answer.catch(() => undefined);
    return answer;
  };
  client.query = queued as typeof client.query;
}
