import { randomBytes } from 'node:crypto';
import { ImportState } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import { csvImports } from './content-import.tables.js';

/** A multipart/form-data body with one file part named "file". */
export function multipart(filename: string, bytes: Buffer) {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Waits until the import's job has finished (done, whatever the outcome). */
export async function waitUntilDone(t: TestApp, importId: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [row] = await t.database.db.select().from(csvImports).where(eq(csvImports.id, importId));
    if (row?.progressState === ImportState.Done) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${importId} did not finish`);
}
