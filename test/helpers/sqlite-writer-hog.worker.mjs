// A thread that writes to SQLite like the click writer under sustained load: transactions
// back to back, each holding the write lock for `holdMs`, until `runMs` have passed.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { openStore } = await import('../../src/platform/db/db.ts');
const { url, gate, holdMs, runMs } = workerData;
const store = openStore(url, { sqliteWriteGate: { memory: gate, role: 'background' } });
parentPort.postMessage({ started: true });
const until = Date.now() + runMs;
let transactions = 0;
while (Date.now() < until) {
  await store.db.transaction().execute(async (trx) => {
    await trx.insertInto('settings').values({ key: `hog-${transactions}`, value: 'x' }).execute();
    const end = Date.now() + holdMs;
    while (Date.now() < end);
  });
  transactions++;
}
await store.close();
parentPort.postMessage({ transactions });
