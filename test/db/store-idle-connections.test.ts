import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/platform/db/db.js';
import { postgresUrl } from '../helpers/stores.js';

// The click writer thread keeps its one PostgreSQL connection while it lives: a new connection
// after each pause of 10 s made its next large fold ANALYZE the scratch table again
// (click-writer.worker.ts). pg closes an idle connection after 10 s by default; the control
// store shows that this test would see a connection replaced.
describe.skipIf(!postgresUrl())('idle PostgreSQL connections', () => {
  const backendAcrossPause = async (keepIdleConnections: boolean): Promise<[number, number]> => {
    const store = openStore(postgresUrl()!, { poolSize: 1, keepIdleConnections });
    try {
      const pid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store.db)).rows[0]!.pid;
      const before = await pid();
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      return [before, await pid()];
    } finally {
      await store.close();
    }
  };

  it('keeps the connection through a pause longer than pg closes idle ones after', async () => {
    const [kept, closed] = await Promise.all([backendAcrossPause(true), backendAcrossPause(false)]);
    expect(kept[1]).toBe(kept[0]);
    expect(closed[1]).not.toBe(closed[0]);
  });
});
