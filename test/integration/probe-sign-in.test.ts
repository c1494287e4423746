// Issue 30's probe, the sign-in findings: a link checks its address when it is used; removing or
// moving an address voids its links and sessions at once; a cross-site login POST is refused.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';
import { lastMailId, linkFromOutbox, page, postForm, signIn, tenantEmail } from '../support/dashboard.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

/** Puts an address on a shop's team directly (the team page's confirmation is tested elsewhere). */
async function addAddress(tenantId: string, email: string): Promise<void> {
  await svc.sql(`insert into sign_in_addresses (email, tenant_id, created_at) values (?, ?, 0)`, [
    email,
    tenantId,
  ]);
}

async function mailedLink(email: string): Promise<string> {
  const before = await lastMailId(svc);
  expect((await postForm(svc, undefined, '/app/login', { email })).status).toBe(200);
  return linkFromOutbox(svc, email, before);
}

const use = (link: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(link, { method: 'POST', redirect: 'manual', headers });

test('a removed address: its unused link signs no one in, and its session ends at once', async () => {
  const t = await svc.tenant();
  const owner = await signIn(svc, await tenantEmail(svc, t.id));
  const carol = `carol-${t.id.slice(-6)}@example.com`;
  await addAddress(t.id, carol);
  const carolSession = await signIn(svc, carol);
  const link = await mailedLink(carol);
  expect((await page(svc, carolSession, '/app/developers')).status).toBe(200);

  const removed = await postForm(svc, owner, '/app/team/remove', { csrf: owner.csrf, email: carol });
  expect(removed.status).toBe(303);

  expect((await fetch(link)).status).toBe(400);
  const used = await use(link);
  expect(used.status).toBe(400);
  expect(used.headers.get('set-cookie')).toBeNull();
  expect(await used.text()).toContain('href="/app/login"');
  expect((await page(svc, carolSession, '/app/developers')).status).toBe(303);
  const key = await postForm(svc, carolSession, '/app/developers/keys', { csrf: carolSession.csrf });
  expect(key.status).toBe(303);
  expect(key.headers.get('location')).toBe('/app/login');
});

test('an address moved to another shop: the old shop’s link and session are void, even if no one removed them through the page', async () => {
  const a = await svc.tenant();
  const b = await svc.tenant();
  const dave = `dave-${a.id.slice(-6)}@example.com`;
  await addAddress(a.id, dave);
  const daveSession = await signIn(svc, dave);
  const link = await mailedLink(dave);
  // Moved behind the dashboard's back (an operator's SQL): the link checks the address when used.
  await svc.sql(`update sign_in_addresses set tenant_id = ? where email = ?`, [b.id, dave]);
  expect((await use(link)).status).toBe(400);
  expect((await page(svc, daveSession, '/app')).status).toBe(303);
});
