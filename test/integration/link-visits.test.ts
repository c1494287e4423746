// Issue 30: a product link's visit makes an order (CONTRACT §9), but one whose payer never taps Pay is
// no order of the seller's yet: it stays out of the orders list and the home page's count, Temporal is
// told of nothing (no day-long workflow per share of a link), and housekeeping deletes it once expired.
// The tap makes it an ordinary order: listed, its amount held, its IntentWorkflow started.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { intentState } from '../../src/workflows/intent.js';
import {
  BROWSER,
  eventually,
  startTestService,
  testTemporalClient,
  type TestService,
} from '../support/service.js';

let svc: TestService;
let temporal: Client;
beforeAll(async () => {
  svc = await startTestService();
  temporal = await testTemporalClient();
});
afterAll(async () => {
  await temporal?.connection.close();
  await svc?.stop();
});

type Body = Record<string, unknown>;
const slug = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`;

/** Opens the link as a payer's browser does; the order it made, as the database holds it. */
async function visit(linkSlug: string): Promise<{ pageUrl: string; id: string; token: string }> {
  const res = await fetch(`${svc.baseUrl}/pr/${linkSlug}`, { headers: BROWSER, redirect: 'manual' });
  expect(res.status).toBe(303);
  const pageUrl = res.headers.get('location') as string;
  const token = pageUrl.slice(pageUrl.lastIndexOf('/') + 1);
  const [row] = await svc.sql<{ id: string }>(`select id from intents where page_token = ?`, [token]);
  return { pageUrl, id: String(row?.id), token };
}

const workflowExists = async (intentId: string): Promise<boolean> => {
  try {
    await temporal.workflow.getHandle(`intent-${intentId}`).describe();
    return true;
  } catch (err) {
    if (err instanceof WorkflowNotFoundError) return false;
    throw err;
  }
};

test('an untapped visit is not listed and starts no workflow; the tap lists it with its amount and starts one', async () => {
  const t = await svc.tenant();
  const s = slug('samosa');
  await svc.api(t.key, 'POST', '/v1/links', { slug: s, list_paise: 4_000, description: 'Two samosas' });
  const untapped = await visit(s);

  // The payer sees the order's pay page, with its Pay button.
  const page = await fetch(untapped.pageUrl, { headers: BROWSER });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Two samosas');

  const listed = async (): Promise<Body[]> =>
    (await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/intents')).body.data;
  expect(await listed()).toEqual([]);
  expect((await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/intents?status=open')).body.data).toEqual([]);
  // The order itself answers by id (its page works), as an open order without an amount.
  const one = await svc.api<Body>(t.key, 'GET', `/v1/intents/${untapped.id}`);
  expect(one.body).toMatchObject({ intent_id: untapped.id, status: 'open' });

  // The relay's sweep finds nothing to tell Temporal: the visit holds no workflow.
  await svc.runtime.services.relay.sweep();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await svc.runtime.services.relay.sweep();
  expect(await workflowExists(untapped.id)).toBe(false);

  // The tap: the amount is held, the order is listed, its workflow starts and holds the amount.
  const tapped = await fetch(`${untapped.pageUrl}/reserve`, {
    method: 'POST',
    headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(tapped.status).toBeLessThan(400);
  const [order] = await listed();
  expect(order).toMatchObject({ intent_id: untapped.id, status: 'open', amount_paise: expect.any(Number) });
  const held = await eventually(async () => {
    try {
      const state = await temporal.workflow.getHandle(`intent-${untapped.id}`).query(intentState);
      return state.amountState === 'held' ? state : undefined;
    } catch {
      return undefined;
    }
  }, 45_000);
  expect(held?.snapshot).toMatchObject({ intentId: untapped.id, status: 'open' });
});

test('housekeeping deletes untapped visits once expired, never a tapped one nor an ordinary order', async () => {
  const t = await svc.tenant();
  const s = slug('lassi');
  await svc.api(t.key, 'POST', '/v1/links', { slug: s, list_paise: 6_000 });
  const untapped = await visit(s);
  const tapped = await visit(s);
  await svc.api(t.key, 'POST', `/v1/intents/${tapped.id}/reserve`);
  const ordinary = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 6_000 });
  const fresh = await visit(s);
  const past = Math.floor(Date.now() / 1000) - 60;
  await svc.sql(`update intents set expires_at = ? where id in (?, ?, ?)`, [
    past,
    untapped.id,
    tapped.id,
    String(ordinary.body.intent_id),
  ]);

  const pruned = await svc.runtime.services.housekeeping.prune();
  expect(pruned.intents).toBeGreaterThanOrEqual(1);
  const left = await svc.sql<{ id: string }>(`select id from intents where tenant_id = ? order by id`, [
    t.id,
  ]);
  expect(left.map((r) => r.id).sort()).toEqual([tapped.id, String(ordinary.body.intent_id), fresh.id].sort());
  // A payer who comes back to the deleted order's page is told it is not there, plainly.
  const gone = await fetch(untapped.pageUrl, { headers: BROWSER });
  expect(gone.status).toBe(404);
  expect(gone.headers.get('content-type')).toContain('text/html');
});
