// GET /api/v1/files/{token}, a whole 50 MB book, against Debian's nginx serving the same file
// (sendfile, one worker): in the single-process default at least 0.7 of nginx's throughput, and
// behind nginx with FILES_ACCEL_REDIRECT (Hondana checks, nginx sends) 1.0 (issue 22, part 5).
import { statSync } from 'node:fs';
import path from 'node:path';
import { HOST, startBookServer } from './book-server.js';
import { freePort, median, ROOT, startProcess, stopProcess } from '../lib.js';
import {
  curlFirstByteSeconds,
  curlThroughput,
  findNginx,
  startProxyNginx,
  startStaticNginx,
  type Nginx,
} from './nginx.js';

const ROUNDS = 5;
const DOWNLOADS_PER_ROUND = 4;
const ACCEL_LOCATION = '/_hondana_files/';
const CHECKS = 50;
// The server was just restarted: its kept statements take their plans after a few runs, and the
// JIT warms up over many more, as on a server that has been answering for a while.
const CHECKS_TO_WARM_UP = 200;

const rate = (bytesPerSecond: number) => `${(bytesPerSecond / 1e6).toFixed(0)} MB/s`;

/**
 * The row of `url` against the yardstick: median throughputs of alternating rounds, their ratio
 * and whether it reaches `target`.
 */
function compare(
  name: string,
  url: string,
  headers: Record<string, string>,
  yardstick: string,
  target: number,
): string[] {
  curlThroughput(url, headers, 1); // warm-up
  curlThroughput(yardstick, {}, 1);
  const measured: number[] = [];
  const reference: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    measured.push(curlThroughput(url, headers, DOWNLOADS_PER_ROUND));
    reference.push(curlThroughput(yardstick, {}, DOWNLOADS_PER_ROUND));
  }
  const ratio = median(measured) / median(reference);
  return [
    name,
    rate(median(measured)),
    rate(median(reference)),
    ratio.toFixed(2),
    `≥ ${target}`,
    ratio >= target ? 'met' : 'NOT met',
  ];
}

/**
 * What nginx waits for before it sends a byte: Hondana's answer naming the file (the session, the
 * token and the access rule), asked directly. Against nginx's time for the whole book it bounds
 * the ratio behind nginx: transfer / (transfer + check).
 */
function checkRow(
  url: string,
  headers: Record<string, string>,
  yardstick: string,
  bookBytes: number,
): string[] {
  curlFirstByteSeconds(url, headers, CHECKS_TO_WARM_UP);
  const check = median(curlFirstByteSeconds(url, headers, CHECKS)) * 1000;
  const transfer =
    (bookBytes / median(Array.from({ length: 3 }, () => curlThroughput(yardstick, {}, 2)))) * 1000;
  return [
    `Hondana's check alone (median of ${CHECKS}), against nginx's whole book`,
    `${check.toFixed(1)} ms`,
    `${transfer.toFixed(1)} ms`,
    (transfer / (transfer + check)).toFixed(2),
    'bound',
    'transfer / (transfer + check)',
  ];
}

/**
 * Bare Node piping the same file (bare-stream-server.ts) against nginx: a Node file stream, which
 * takes a new buffer for every block. Hondana writes its two blocks again and again instead
 * (platform/storage/file-blocks.ts), and so can pass this row.
 */
async function bareNodeRow(file: string, yardstick: string): Promise<string[]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const { child } = await startProcess(
    ['--import', 'tsx', path.join(ROOT, 'bench/reader/bare-stream-server.ts')],
    { PORT: String(port), BARE_FILE: file },
    url,
  );
  try {
    const row = compare(
      'bare Node piping the same file (a file stream, 1 MB reads), no Hondana',
      url,
      {},
      yardstick,
      0.7,
    );
    return [...row.slice(0, 4), 'yardstick', 'Node with a new buffer per block'];
  } finally {
    await stopProcess(child);
  }
}

export async function benchStream(): Promise<string[][]> {
  const rows: string[][] = [['measure', 'Hondana', 'nginx alone', 'ratio', 'target', '']];
  const nginxPath = findNginx();
  if (!nginxPath) {
    rows.push(['/files vs nginx', '', '', '', '≥ 0.7', 'skipped: apt-get install nginx-light']);
    return rows;
  }
  const book = await startBookServer();
  let yardstick: Nginx | null = null;
  try {
    yardstick = await startStaticNginx(nginxPath, path.join(book.work, 'nginx'), book.pdfFile);
    const headers = { host: HOST, 'x-access-token': book.session };
    rows.push(
      compare(
        'GET /files/{token}, whole book, one process (default config, logging on)',
        `${book.base}/api/v1/files/${book.token}`,
        headers,
        yardstick.url,
        0.7,
      ),
    );
    rows.push(await bareNodeRow(book.pdfFile, yardstick.url));

    await book.restart({ FILES_ACCEL_REDIRECT: ACCEL_LOCATION });
    rows.push(
      checkRow(
        `${book.base}/api/v1/files/${book.token}`,
        headers,
        yardstick.url,
        statSync(book.pdfFile).size,
      ),
    );
    const proxy = await startProxyNginx(
      nginxPath,
      path.join(book.work, 'nginx-proxy'),
      book.base,
      path.join(book.dataDir, 'files'),
      ACCEL_LOCATION,
    );
    try {
      rows.push(
        compare(
          'the same behind nginx, FILES_ACCEL_REDIRECT (checks in Hondana, bytes by nginx)',
          `${proxy.url}/api/v1/files/${book.token}`,
          headers,
          yardstick.url,
          0.95,
        ),
      );
    } finally {
      await proxy.stop();
    }
  } finally {
    await yardstick?.stop();
    await book.stop();
  }
  return rows;
}
