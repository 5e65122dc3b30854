/**
 * Child process for job-queue.test.ts: opens a PGlite data dir, sends one job and then waits to be
 * killed with SIGKILL. Usage: node --import tsx durability.fixture.ts <dataDir> <send|hang> <name>
 *   send: the job is stored but this process never works it
 *   hang: this process starts working the job and is killed while the handler runs
 */
import { PGlite } from '@electric-sql/pglite';
import { pino } from 'pino';
import { z } from 'zod';
import { defineJob } from './job-definition.js';
import { createJobQueue } from './job-queue.js';

const [dataDir, mode, name] = process.argv.slice(2);
if (!dataDir || (mode !== 'send' && mode !== 'hang') || !name) {
  throw new Error('usage: durability.fixture.ts <dataDir> <send|hang> <job name>');
}

const pglite = await PGlite.create({ dataDir });
const logger = pino({ level: 'warn' }, process.stderr);
const job = defineJob({
  name,
  schema: z.object({ bookId: z.string() }),
  retryDelaySeconds: 0,
  handler: async (data) => {
    if (mode === 'send') throw new Error('the send fixture must not run jobs');
    process.stdout.write(`STARTED ${data.bookId}\n`);
    await new Promise(() => {}); // runs until the process is killed
  },
});
const queue = createJobQueue({ pglite, heartbeatSeconds: 10, pollingIntervalSeconds: 0.5 }, logger);
queue.register([job]);
await queue.start({ work: mode === 'hang' });
const id = await queue.send(job, { bookId: 'book-1' });
process.stdout.write(`SENT ${id}\n`);
setInterval(() => {}, 60_000); // stay alive until killed
