// Benchmark for the orders issue: create+reserve (POST /v1/intents then .../reserve) at concurrency
// 1, 16 and 64, and GET /v1/intents/{id}, against the local PostgreSQL server and a Temporal dev
// server, with the service in its own process (`npm start`'s entry point, ROLES=api,worker).
// Targets on a 2-core machine: create+reserve >= 200/s at concurrency 64 with p99 <= 100 ms;
// GET >= 2000/s with p99 <= 25 ms. The per-tenant API limit (120 per 60 s, SPEC §8) is honoured by
// spreading the load over many tenants, as real traffic is; each run waits for the limit windows to
// roll over, and for Temporal to catch up with the orders of the run before.
//
//   npm run bench:orders [-- --seconds 20]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { workflowsCaughtUp } from '../lib/fixtures.js';
import { client, closedLoop, expectStatus, type Figures } from '../lib/load.js';
import { connectionKind, startStack } from '../lib/stack.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const seconds = Number(values.seconds);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stack = await startStack();
try {
  const service = await stack.spawn('api,worker', { DATABASE_POOL_SIZE: '16' });
  const tenants = await stack.tenants(400);
  const http = client(service.baseUrl);
  let listPaise = 10_000;
  const createAndReserve = async (i: number) => {
    const t = tenants[i % tenants.length] as { key: string };
    const created = expectStatus(
      await http.request('POST', '/v1/intents', t.key, { list_paise: listPaise + (i % 50) * 100 }),
      201,
    );
    expectStatus(
      await http.request('POST', `/v1/intents/${created.intent_id as string}/reserve`, t.key),
      200,
    );
  };
  const results: Record<string, Figures> = {};
  const temporalCatchUp: Record<string, number> = {};
  for (const c of [1, 16, 64]) {
    listPaise += 10_000; // a fresh band per run, so earlier reservations do not exhaust it
    const name = `create+reserve c=${c}`;
    results[name] = await closedLoop(c, seconds, createAndReserve);
    // How long Temporal's dev server takes to be told of every order the run made.
    temporalCatchUp[name] = (await workflowsCaughtUp(stack, 900_000)).seconds;
    await pause(61_000);
  }

  const ids: { key: string; id: string }[] = [];
  for (const t of tenants) {
    const created = expectStatus(
      await http.request('POST', '/v1/intents', t.key, { list_paise: 5_000 }),
      201,
    );
    ids.push({ key: t.key, id: created.intent_id as string });
  }
  await workflowsCaughtUp(stack, 900_000);
  for (const c of [16, 64]) {
    await pause(61_000);
    results[`GET /v1/intents/{id} c=${c}`] = await closedLoop(c, Math.min(seconds, 10), async (i) => {
      const o = ids[i % ids.length] as { key: string; id: string };
      expectStatus(await http.request('GET', `/v1/intents/${o.id}`, o.key), 200);
    });
  }
  await http.close();
  console.log(
    JSON.stringify(
      {
        benchmark: 'orders',
        seconds,
        machine: { cpus: os.cpus().length },
        database: `local server, ${connectionKind(stack.databaseUrl)}`,
        results,
        temporalCatchUpSecondsAfterRun: temporalCatchUp,
      },
      null,
      2,
    ),
  );
} finally {
  await stack.teardown();
}
