// nginx for the streaming yardstick and in front of Hondana; curl for the throughput.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../lib.js';

/**
 * curl's `writeOut` line for each of `requests` GETs of `url` in a row (one connection), the
 * bodies dropped.
 */
function curlEach(
  url: string,
  headers: Record<string, string>,
  requests: number,
  writeOut: string,
): string[] {
  const args = ['-sS', '--fail', '-w', `${writeOut}\\n`];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // Each URL needs its own -o, or curl writes the later bodies to standard output.
  for (let index = 0; index < requests; index++) args.push('-o', '/dev/null', url);
  const result = spawnSync('curl', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`curl ${url} failed (${result.status ?? result.signal}): ${result.stderr}`);
  }
  return result.stdout.trim().split('\n');
}

/** Bytes per second of `downloads` whole-file GETs with curl (one connection, in a row). */
export function curlThroughput(
  url: string,
  headers: Record<string, string>,
  downloads: number,
): number {
  let bytes = 0;
  let seconds = 0;
  for (const line of curlEach(url, headers, downloads, '%{size_download} %{time_total}')) {
    const [size, time] = line.split(' ').map(Number);
    bytes += size!;
    seconds += time!;
  }
  return bytes / seconds;
}

/** Seconds to the first byte of each of `requests` GETs of `url` in a row (one connection). */
export function curlFirstByteSeconds(
  url: string,
  headers: Record<string, string>,
  requests: number,
): number[] {
  return curlEach(url, headers, requests, '%{time_starttransfer}').map(Number);
}

export interface Nginx {
  url: string;
  stop: () => Promise<void>;
}

/** Debian's nginx, if installed. */
export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => spawnSync('test', ['-x', candidate]).status === 0,
  );
}

/**
 * One nginx worker (sendfile on, no access log) with `serverBody` as its server block's body;
 * resolves once `probePath` answers.
 */
async function startNginx(
  nginx: string,
  dir: string,
  serverBody: string,
  probePath: string,
  probeHeaders: Record<string, string> = {},
): Promise<Nginx> {
  const port = await freePort();
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  const temp = (name: string) => `${name} ${path.join(dir, name)};`;
  const config = `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  ${temp('client_body_temp_path')} ${temp('proxy_temp_path')} ${temp('fastcgi_temp_path')}
  ${temp('uwsgi_temp_path')} ${temp('scgi_temp_path')}
  server {
    listen 127.0.0.1:${port};
    ${serverBody}
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(nginx, ['-c', configFile, '-p', dir], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const headerArgs = Object.entries(probeHeaders).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = spawnSync('curl', [
      '-sf',
      '-o',
      '/dev/null',
      '-r',
      '0-0',
      ...headerArgs,
      `${base}${probePath}`,
    ]);
    if (probe.status === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** nginx serving a copy of `file` at /book.pdf: the streaming yardstick. */
export async function startStaticNginx(nginx: string, dir: string, file: string): Promise<Nginx> {
  const root = path.join(dir, 'www');
  await mkdir(root, { recursive: true });
  await copyFile(file, path.join(root, 'book.pdf'));
  // Workers may run as another user: the served tree must be readable by anyone.
  await chmod(root, 0o755);
  await chmod(path.join(root, 'book.pdf'), 0o644);
  const server = await startNginx(nginx, dir, `root ${root};`, '/book.pdf');
  return { ...server, url: `${server.url}/book.pdf` };
}

/**
 * nginx in front of Hondana as docs/operations.md sets it up: everything proxied, and the
 * internal location FILES_ACCEL_REDIRECT names, from which nginx sends the books Hondana allows.
 */
export async function startProxyNginx(
  nginx: string,
  dir: string,
  upstream: string,
  filesDir: string,
  location: string,
): Promise<Nginx> {
  const body = `location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
    location ${location} {
      internal;
      alias ${filesDir}/;
    }`;
  return startNginx(nginx, dir, body, '/api/v1/company/public/view-settings', {
    host: 'demo.localhost',
  });
}
