import { ContentEncodingStatus } from '@hondana/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../platform/db/database.js';
import { contents } from '../content/content.tables.js';

const finished = [ContentEncodingStatus.Encoded, ContentEncodingStatus.Error];

/**
 * Tells the console how the first start's processing of the demo books goes ("Processing demo
 * books: 3 of 5"), so a newcomer knows why the shelves fill a minute after `npm start`: the
 * books are processed by the job queue, which says nothing a reader of the console would follow.
 * Reads the books' status every `intervalMs` until every one is done or failed; stops quietly
 * when the database goes (shutdown). Answers a function that stops it.
 */
export function reportDemoProcessing(
  db: Executor,
  log: FastifyBaseLogger,
  books: { companyId: number; ids: string[] },
  intervalMs = 2000,
): () => void {
  const total = books.ids.length;
  let reported = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  const check = async () => {
    const rows = await db
      .select({ title: contents.title, status: contents.encodingStatus })
      .from(contents)
      .where(and(eq(contents.companyId, books.companyId), inArray(contents.id, books.ids)));
    const done = rows.filter((row) => (finished as number[]).includes(row.status));
    if (done.length > reported) {
      reported = done.length;
      log.info(`Processing demo books: ${reported} of ${total}`);
    }
    if (reported >= total) {
      const failed = done.filter((row) => row.status === ContentEncodingStatus.Error);
      if (failed.length > 0) {
        log.warn({ failed: failed.map((row) => row.title) }, 'Some demo books failed to process');
      }
      log.info('Demo books ready: the shelves and full-text search are complete');
      return stop();
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void check().catch(stop), intervalMs);
    timer.unref();
  };
  log.info(
    `Processing demo books: 0 of ${total} (the first start only; about 90 s on 2 cores, the site works meanwhile)`,
  );
  schedule();
  return stop;
}
