import { type ChildProcess, fork } from 'node:child_process';
import autocannon from 'autocannon';

/** The slug of the i-th seeded link (see seed.ts): `s` + 8 digits. */
export const slugOf = (i: number) => `s${String(i).padStart(8, '0')}`;

export function waitForHttp(port: number, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => (res.ok ? resolve() : setTimeout(poll, 100)),
        () => setTimeout(poll, 100),
      );
    poll();
  });
}

/** Starts bare-302.mjs (the baseline server) on `port` for `links` seeded slugs, under plain node. */
export function startBareServer(port: number, links: number, execArgv: string[] = []): Promise<ChildProcess> {
  const bare = fork(new URL('./bare-302.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(port), LINKS: String(links) },
    execArgv,
  });
  return new Promise((resolve, reject) => {
    bare.once('message', () => resolve(bare));
    bare.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

/** Stops a server started for a run and waits until it has exited. */
export function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export interface LoadOptions {
  port: number;
  links: number;
  connections: number;
  /** A timed run; else `amount` requests. */
  seconds?: number;
  amount?: number;
  /** Visit slugs in order (each once) instead of at random. */
  sequential?: boolean;
  /** Which link a request visits (an index below `links`); default uniform at random. */
  pick?: () => number;
}

/** A desktop browser: clicks are parsed and counted as a person's, as most real clicks are. */
export const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Link indexes drawn with Zipf's law (exponent 1): index 0 most often, as real link traffic is. */
export function zipfPicker(links: number): () => number {
  const cumulative = new Float64Array(links);
  let sum = 0;
  for (let i = 0; i < links; i++) cumulative[i] = sum += 1 / (i + 1);
  return () => {
    const target = Math.random() * sum;
    let low = 0;
    let high = links - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** autocannon against 127.0.0.1 over random (or sequential) seeded slugs. */
export function loadSlugs(options: LoadOptions): Promise<autocannon.Result> {
  let next = 0;
  const pick = options.pick ?? (() => (options.sequential ? next++ % options.links : Math.floor(Math.random() * options.links)));
  return autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    ...(options.seconds ? { duration: options.seconds } : { amount: options.amount ?? options.links }),
    headers: { 'user-agent': BROWSER_UA },
    requests: [{ setupRequest: (req) => ({ ...req, path: `/${slugOf(pick())}` }) }],
  });
}

/** Responses with a 3xx status: redirects served. */
export function redirectsServed(result: autocannon.Result): number {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('3'))
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
}
