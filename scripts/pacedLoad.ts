import { Agent, request } from 'node:http';

/**
 * An open-loop load at a steady rate: request i is due at start + i / rate, sent then on one of `connections`
 * keep-alive connections (or queued until one is free), and its latency counts from when it was due to the end of
 * its answer, so a server that stalls is charged for every request that waited behind the stall.
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second back to back at the top of
 * every second, then pauses, so "200 requests per second from 20 clients" arrives as a burst of 200 requests with
 * 20 in flight; and it pads every answer slower than 1 ms with synthetic samples. That measures how long a queue of
 * 20 takes to drain, not a device answering 200 requests per second (README › Benchmarks).
 */
export interface PacedLoad {
  url: string;
  /** requests per second, evenly spaced */
  rate: number;
  connections: number;
  durationS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** paths asked in turn; default: the url's own path (lists rather than a function, so a worker can be given them) */
  paths?: readonly string[];
  /** bodies sent in turn to the url's path */
  bodies?: readonly string[];
}

export interface PacedResult {
  /** ms from when each request was due to the end of its answer */
  latencies: number[];
  /** answers other than HTTP 200 with code 1 in the envelope (checked where not compressed), and failed connections */
  failures: number;
  /** what the first few failures were: the HTTP status and the start of the answer, or the connection's error */
  failureSamples: string[];
  /** mean answer size in bytes */
  meanBytes: number;
  /** how late the load itself sent requests (the generator's own lag), at its worst */
  maxSendLagMs: number;
}

/** How every accepted answer of the device begins (the envelope's code first). */
const ENVELOPE_OK = '{"code":1,';
/** How many failures a run describes, and how much of each answer. */
const FAILURE_SAMPLES = 3;
const SAMPLE_CHARS = 120;

export async function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  const target = new URL(load.url);
  const agent = new Agent({ keepAlive: true, maxSockets: load.connections });
  const total = Math.round(load.rate * load.durationS);
  const interval = 1000 / load.rate;
  const latencies: number[] = [];
  let failures = 0;
  const failureSamples: string[] = [];
  const fail = (what: string): void => {
    failures++;
    if (failureSamples.length < FAILURE_SAMPLES) failureSamples.push(what);
  };
  let bytes = 0;
  let sent = 0;
  let maxSendLagMs = 0;
  const start = performance.now() + 20;

  const send = (i: number, due: number): Promise<void> =>
    new Promise((resolve) => {
      const own = target.pathname + target.search;
      const path = load.paths?.length ? (load.paths[i % load.paths.length] ?? own) : own;
      const body = load.bodies?.length ? load.bodies[i % load.bodies.length] : undefined;
      const req = request(
        { host: target.hostname, port: target.port, path, method: load.method ?? 'GET', agent, headers: load.headers },
        (res) => {
          let size = 0;
          let head = '';
          res.on('data', (chunk: Buffer) => {
            if (size === 0) head = chunk.toString('latin1', 0, SAMPLE_CHARS);
            size += chunk.length;
          });
          res.on('end', () => {
            latencies.push(performance.now() - due);
            bytes += size;
            // a refused request answers HTTP 200 too: the envelope says (a compressed answer is taken on its status)
            const isRefused = !res.headers['content-encoding'] && !head.startsWith(ENVELOPE_OK);
            if (res.statusCode !== 200 || isRefused) fail(`HTTP ${res.statusCode ?? '?'} ${head}`);
            resolve();
          });
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        fail(`connection: ${err.code ?? err.message}`);
        resolve();
      });
      req.end(body);
    });

  const pending: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = (): void => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        const due = start + sent * interval;
        maxSendLagMs = Math.max(maxSendLagMs, now - due);
        pending.push(send(sent, due));
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(interval, start + sent * interval - now)));
      else done();
    };
    setTimeout(tick, 20);
  });
  await Promise.all(pending);
  agent.destroy();
  return { latencies, failures, failureSamples, meanBytes: bytes / Math.max(1, latencies.length), maxSendLagMs };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

export interface MeasuredLoad {
  p50: number;
  p99: number;
  p99s: number[];
  requests: number;
  failures: number;
  failureSamples: string[];
  kb: number;
  warmP99: number;
}

/** A warm-up run (unmeasured: V8 compiles the hot paths), then `runs` measured runs; the median of each figure. */
export async function measuredLoad(
  load: Omit<PacedLoad, 'durationS'>,
  timing: { warmUpS: number; runs: number; runS: number },
): Promise<MeasuredLoad> {
  const warm = await pacedLoad({ ...load, durationS: timing.warmUpS });
  const results: PacedResult[] = [];
  for (let i = 0; i < timing.runs; i++) results.push(await pacedLoad({ ...load, durationS: timing.runS }));
  const mid = <T>(xs: T[], by: (x: T) => number): number => percentile(xs.map(by), 0.5);
  return {
    p50: mid(results, (r) => percentile(r.latencies, 0.5)),
    p99: mid(results, (r) => percentile(r.latencies, 0.99)),
    p99s: results.map((r) => percentile(r.latencies, 0.99)),
    requests: results.reduce((n, r) => n + r.latencies.length, 0),
    failures: results.reduce((n, r) => n + r.failures, 0),
    failureSamples: results.flatMap((r) => r.failureSamples).slice(0, FAILURE_SAMPLES),
    kb: Math.round(mid(results, (r) => r.meanBytes) / 1024),
    warmP99: percentile(warm.latencies, 0.99),
  };
}

/** `median 2 ms, p99 12 ms (target < 20 ms; runs 12 / 10 / 14 ms), 6000 requests, 0 failed; warm-up p99 30 ms` */
export function loadText(r: MeasuredLoad, noun = 'requests'): string {
  const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
  const samples = r.failureSamples.length ? ` (${r.failureSamples.join('; ')})` : '';
  return `median ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms (target < 20 ms; runs ${r.p99s.map(ms).join(' / ')} ms), ${r.requests} ${noun}, ${r.failures} failed${samples}; warm-up p99 ${ms(r.warmP99)} ms`;
}

/**
 * `measuredLoad` in a worker thread: the load's own work then stays off the event loop of a server built in the same
 * process, or of a bench process that did other work before.
 */
export async function measuredLoadInWorker(
  load: Omit<PacedLoad, 'durationS'>,
  timing: { warmUpS: number; runs: number; runS: number },
): Promise<MeasuredLoad> {
  const { Worker } = await import('node:worker_threads');
  // the bench runs through tsx, whose loader a worker does not inherit: the worker registers it, then loads the load
  const entry = new URL('./pacedLoadWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { load, timing } });
  try {
    return await new Promise<MeasuredLoad>((resolve, reject) => {
      worker.once('message', (result: MeasuredLoad) => resolve(result));
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}
