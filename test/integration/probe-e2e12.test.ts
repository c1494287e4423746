// E2E12's probe: what a new seller, payer and operator met using the product from its documents alone.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Page = { data: { device_id: string }[]; next_cursor?: string };

test('GET /v1/devices pages with the cursor it hands out, to the last device (E12-1)', async () => {
  const t = await svc.tenant();
  const made: string[] = [];
  for (const kind of ['forwarder', 'shortcut', 'smsgate', 'forwarder', 'shortcut']) {
    const r = await svc.api<{ device_id: string }>(t.key, 'POST', '/v1/devices', { kind });
    expect(r.status).toBe(201);
    made.push(r.body.device_id);
  }
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 5; page++) {
    const r = await svc.api<Page>(
      t.key,
      'GET',
      `/v1/devices?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    // It said the cursor was "not one we gave out" when it was: `<time>:undefined`.
    expect([r.status, r.body]).toEqual([200, expect.objectContaining({ data: expect.any(Array) })]);
    seen.push(...r.body.data.map((d) => d.device_id));
    cursor = r.body.next_cursor;
    if (!cursor) break;
  }
  expect(seen).toEqual([...made].reverse());
});
