import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The process and every descendant of it (a node:cluster primary and its workers). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Resident memory of one process, all its threads, in MB (VmRSS), and its anonymous part. */
export function residentMb(pid: number): { rss: number; anon: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 };
}

/** CPU seconds (user + system, every thread) a process has used so far. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of a process and every process under it. */
export const cpuOf = (pid: number): number => processTree(pid).reduce((sum, p) => sum + cpuSeconds(p), 0);

/** The thread ids of a process. */
export function taskIds(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds (user + system) one thread of a process has used so far; 0 once it is gone. */
export function taskCpuSeconds(pid: number, tid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Resolves once `done()` holds and the process then uses under 1 % of a core for a second, or
 * after `maxMs`: the work a load left behind (clicks still to write or fold) is finished.
 */
export async function settle(pid: number, done: () => Promise<boolean>, maxMs = 30_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline && !(await done())) await new Promise((resolve) => setTimeout(resolve, 200));
  let last = cpuOf(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuOf(pid);
    if (now - last < 0.01) return;
    last = now;
  }
}

export interface CpuLedger {
  /** Takes a last reading and stops; returns each process's CPU seconds since the ledger began. */
  stop(): Promise<Map<number, number>>;
}

/**
 * The CPU of a changing set of processes over a window, read every `everyMs`. A process that
 * exits in the window keeps what it had used at its last reading, and one that starts in it
 * counts from zero. Read only at the window's ends, a PostgreSQL backend that its pool closed
 * after 10 s idle (while the clicks were folded) took every statement it ran out of the sum:
 * the same build read 15 µs a redirect of PostgreSQL and Redis in one run and 82 in the next.
 */
export async function startCpuLedger(pids: () => Promise<number[]>, everyMs = 200): Promise<CpuLedger> {
  const readAll = async () => new Map((await pids()).map((pid) => [pid, cpuSeconds(pid)]));
  const first = await readAll();
  const last = new Map(first);
  const update = async () => {
    // 0: gone between the listing and the read; its last reading stands.
    for (const [pid, seconds] of await readAll()) if (seconds > 0 || !last.has(pid)) last.set(pid, seconds);
  };
  let reading = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(update);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await reading;
      await update();
      // A process first seen after the start began in the window: all of its CPU is the window's.
      return new Map([...last].map(([pid, seconds]) => [pid, Math.max(0, seconds - (first.get(pid) ?? 0))]));
    },
  };
}

/**
 * Bytes one thread of a process has passed through read and write system calls so far
 * (`rchar`, `wchar` of /proc/PID/task/TID/io: files, pipes and sockets, page cache or not);
 * zeros once it is gone. Unlike CPU time, a machine's load does not change them.
 */
export function taskIo(pid: number, tid: number): { read: number; written: number } {
  try {
    const io = readFileSync(`/proc/${pid}/task/${tid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)`, 'm').exec(io)?.[1] ?? 0);
    return { read: field('rchar'), written: field('wchar') };
  } catch {
    return { read: 0, written: 0 };
  }
}
