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

test('login CSRF: a cross-site POST of a live link is the 400 page and leaves the link unused', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const link = await mailedLink(email);
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'null' },
  ];
  for (const headers of crossSite) {
    const refused = await use(link, headers);
    expect([headers, refused.status, refused.headers.get('set-cookie')]).toEqual([headers, 400, null]);
    expect(await refused.text()).toContain('This link cannot sign you in');
  }
  // Our own page's POST in a current browser: same origin.
  const ok = await use(link, { origin: svc.baseUrl, 'sec-fetch-site': 'same-origin' });
  expect(ok.status).toBe(303);
  expect(ok.headers.get('set-cookie')).toMatch(/^ml_session=/);
});

test('login CSRF: a browser that sends neither Origin nor Sec-Fetch-Site still signs in; the button page keeps its Origin', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const link = await mailedLink(email);
  const shown = await fetch(link);
  expect(shown.status).toBe(200);
  // With "no-referrer" a browser sends `Origin: null` on the button's POST; "same-origin" keeps the
  // token out of any other site's Referer and the real Origin on our own POST.
  expect(shown.headers.get('referrer-policy')).toBe('same-origin');
  expect(await shown.text()).toContain('<meta name="referrer" content="same-origin">');
  const ok = await use(link);
  expect(ok.status).toBe(303);
  expect(ok.headers.get('set-cookie')).toMatch(/^ml_session=/);
});

test('the developers page shows who created each key, and flags a live key whose creator was removed', async () => {
  const t = await svc.tenant();
  const ownerEmail = await tenantEmail(svc, t.id);
  const owner = await signIn(svc, ownerEmail);
  const erin = `erin-${t.id.slice(-6)}@example.com`;
  await addAddress(t.id, erin);
  const erinSession = await signIn(svc, erin);
  expect((await postForm(svc, erinSession, '/app/developers/keys', { csrf: erinSession.csrf })).status).toBe(
    200,
  );
  expect((await postForm(svc, owner, '/app/developers/keys', { csrf: owner.csrf })).status).toBe(200);
  const before = await (await page(svc, owner, '/app/developers')).text();
  expect(before).toContain(`by ${erin}`);
  expect(before).toContain(`by ${ownerEmail}`);
  expect(before).not.toContain('is no longer on the team');

  await postForm(svc, owner, '/app/team/remove', { csrf: owner.csrf, email: erin });
  const after = await (await page(svc, owner, '/app/developers')).text();
  expect(after).toContain(`${erin} is no longer on the team, but this key still works.`);
  expect(after.match(/is no longer on the team/g)).toHaveLength(1);
});

// E11-3: CONTRACT §1, unknown fields in request bodies are rejected (400), so a typo never passes
// silently; `POST /app/login` with `{"email", "x"}` answered 202 and mailed a link. Nothing is mailed.
test('a JSON login with an unknown field: 400 naming it, and no link is mailed', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const before = await lastMailId(svc);
  const res = await fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, remember_me: true }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    error: 'invalid_request',
    message: expect.any(String),
    details: [{ path: 'remember_me', issue: 'unknown field' }],
  });
  expect(await lastMailId(svc)).toBe(before);
});
