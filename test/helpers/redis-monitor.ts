import { connect, type Socket } from 'node:net';

/** One command as Redis saw it: its arguments, and `lua` when a script ran it. */
export interface MonitoredCommand {
  readonly args: string[];
  readonly fromScript: boolean;
}

export interface RedisMonitor {
  close(): void;
}

// A MONITOR line: +<time> [<db> <client address | lua>] "arg" "arg" ...
const LINE = /^\+\S+ \[\d+ (\S+)\] (.*)$/;
const ARG = /"((?:[^"\\]|\\.)*)"/g;

/**
 * Watches every command a Redis server runs, on a socket of its own. ioredis's own monitor mode
 * can fail its command queue when a MONITOR line is still in flight as it disconnects (it did in
 * CI), so this speaks the one command it needs and drops the socket when done.
 */
export async function monitorRedis(url: string, onCommand: (command: MonitoredCommand) => void): Promise<RedisMonitor> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect({ host: hostname, port: Number(port || 6379) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let pending = '';
  let started: () => void = () => {};
  const ready = new Promise<void>((resolve) => (started = resolve));
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf('\r\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      if (line === '+OK') started();
      const match = LINE.exec(line);
      if (!match) continue;
      const args = [...match[2]!.matchAll(ARG)].map((arg) => arg[1]!.replace(/\\(.)/g, '$1'));
      onCommand({ args, fromScript: match[1] === 'lua' });
    }
  });
  socket.on('error', () => {});
  socket.write('MONITOR\r\n');
  await ready;
  return { close: () => socket.destroy() };
}
