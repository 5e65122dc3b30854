// The HTTP side of bench/search: one POST, closed-loop load at N clients, single-query timings.
import { Agent, request } from 'node:http';
import { BENCH_COMPANIES } from './shape.js';

/** Every call of the bench goes to the first bench company's site. */
export const SEARCH_HOST = BENCH_COMPANIES[0].domain;

/** Closed-loop clients of a load run. */
export const CONNECTIONS = 16;

export function postJson(
  url: string,
  body: unknown,
): Promise<{ statusCode: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { host: SEARCH_HOST, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ statusCode: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
          } catch {
            resolve({ statusCode: res.statusCode ?? 0, body: text });
          }
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(300_000, () => req.destroy(new Error('timeout')));
    req.end(JSON.stringify(body));
  });
}

export interface Measured {
  latencies: number[];
  seconds: number;
  errors: number;
  non2xx: number;
}

/** One POST on a kept-alive connection: its status once the whole answer has arrived. */
export function send(url: string, payload: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { host: SEARCH_HOST, 'content-type': 'application/json' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(300_000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

/**
 * CONNECTIONS clients, each sending the next body of `bodies` as soon as its previous answer
 * arrived, for `seconds`; requests still under way then are waited for and counted (a load tool
 * that drops them would make a search slower than the run look fast, and leave the server busy
 * with them during the next run).
 */
export async function measure(
  url: string,
  bodies: unknown[],
  seconds: number,
  into: Measured,
): Promise<void> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('benchmarks only target loopback');
  const payloads = bodies.map((body) => JSON.stringify(body));
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let turn = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const payload = payloads[turn++ % payloads.length]!;
      const sent = performance.now();
      try {
        const status = await send(url, payload, agent);
        into.latencies.push(performance.now() - sent);
        if (status < 200 || status >= 300) into.non2xx++;
      } catch {
        into.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  into.seconds += (performance.now() - started) / 1000;
  agent.destroy();
}

/** One body sent alone `runs` times: its median and 95th percentile (ms). */
export interface AloneTimes {
  p50: number;
  p95: number;
}

/**
 * Each body sent alone, one after another, `runs` times (issue 22 asks for 20); a body whose
 * first answer took over a second is sent once (its time is the queueing, not the noise).
 */
export async function timeEach(url: string, bodies: unknown[], runs = 20): Promise<AloneTimes[]> {
  const figures: AloneTimes[] = [];
  for (const body of bodies) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await postJson(url, body);
      times.push(performance.now() - started);
      if (times[0]! > 1000) break;
    }
    const sorted = [...times].sort((a, b) => a - b);
    figures.push({ p50: percentile(sorted, 50), p95: percentile(sorted, 95) });
  }
  return figures;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  failures: number;
}

export function figuresOf(m: Measured): Figures {
  const sorted = [...m.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: m.latencies.length / m.seconds,
    requests: m.latencies.length,
    failures: m.errors + m.non2xx,
  };
}
