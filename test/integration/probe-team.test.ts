// Issue 30's probe, the team page: adding an address mails it a confirmation link and answers the same
// whatever the address is; an address may sign in to several shops, and sign-in then asks which.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eventually, startTestService, type TestService } from '../support/service.js';
import {
  lastMailId,
  linkFromOutbox,
  page,
  postForm,
  signIn,
  tenantEmail,
  type SignedIn,
} from '../support/dashboard.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

/** The team page after adding `email`, with the address itself blanked out. */
async function add(
  who: SignedIn,
  email: string,
): Promise<{ status: number; location: string | null; page: string }> {
  const res = await postForm(svc, who, '/app/team', { csrf: who.csrf, email });
  const location = res.headers.get('location');
  const shown = location ? await (await page(svc, who, location)).text() : await res.text();
  return { status: res.status, location, page: shown.replaceAll(email, 'X') };
}

async function joinLink(email: string, after: number): Promise<string> {
  const rows = await eventually(
    () =>
      svc.sql<{ text_body: string }>(
        `select text_body from outbound_mail where to_address = ? and id > ? order by id desc`,
        [email, after],
      ),
    10_000,
  );
  const m = /(http\S+\/app\/join\/[\w-]+)/.exec(rows[0]?.text_body ?? '');
  if (!m) throw new Error(`no confirmation link mailed to ${email}`);
  return m[1] as string;
}

const onTeam = async (tenantId: string, email: string): Promise<boolean> =>
  (await svc.sql(`select 1 from sign_in_addresses where tenant_id = ? and email = ?`, [tenantId, email]))
    .length > 0;

test('adding an address answers the same whether it signs in elsewhere or nowhere, and adds nothing until confirmed', async () => {
  const a = await svc.tenant();
  const b = await svc.tenant();
  const owner = await signIn(svc, await tenantEmail(svc, a.id));
  const elsewhere = await tenantEmail(svc, b.id);
  const fresh = `fresh-${a.id.slice(-8)}@example.com`;

  const before = await lastMailId(svc);
  const one = await add(owner, elsewhere);
  expect(await onTeam(a.id, elsewhere)).toBe(false);
  expect(await joinLink(elsewhere, before)).toContain('/app/join/');
  // Cancelled, so the next page lists one waiting address as this one did.
  await postForm(svc, owner, '/app/team/remove', { csrf: owner.csrf, email: elsewhere });
  const two = await add(owner, fresh);
  expect(one.status).toBe(303);
  expect(two).toEqual(one);
  expect(one.page).not.toContain('already');
  expect(one.page).toContain('a confirmation link is on its way');
  expect(await onTeam(a.id, fresh)).toBe(false);
  expect(await joinLink(fresh, before)).toContain('/app/join/');
  const loginBefore = await lastMailId(svc);
  await postForm(svc, undefined, '/app/login', { email: fresh });
  await new Promise((r) => setTimeout(r, 300));
  expect(
    await svc.sql(`select 1 from outbound_mail where to_address = ? and id > ?`, [fresh, loginBefore]),
  ).toHaveLength(0);
});

test('the confirmation link: GET shows a button and uses nothing; POST joins the team and signs in; used, it is the 400 page', async () => {
  const a = await svc.tenant();
  const owner = await signIn(svc, await tenantEmail(svc, a.id));
  const fresh = `joiner-${a.id.slice(-8)}@example.com`;
  const before = await lastMailId(svc);
  await add(owner, fresh);
  const link = await joinLink(fresh, before);
  expect((await fetch(link)).status).toBe(200);
  expect(await onTeam(a.id, fresh)).toBe(false);
  const crossSite = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status).toBe(400);
  const joined = await fetch(link, { method: 'POST', redirect: 'manual' });
  expect(joined.status).toBe(303);
  expect(joined.headers.get('set-cookie')).toMatch(/^ml_session=/);
  expect(await onTeam(a.id, fresh)).toBe(true);
  expect((await fetch(link, { method: 'POST', redirect: 'manual' })).status).toBe(400);
  // Removing a confirmation still waiting voids its link.
  const other = `cancelled-${a.id.slice(-8)}@example.com`;
  const before2 = await lastMailId(svc);
  await add(owner, other);
  const cancelledLink = await joinLink(other, before2);
  expect((await postForm(svc, owner, '/app/team/remove', { csrf: owner.csrf, email: other })).status).toBe(
    303,
  );
  expect((await fetch(cancelledLink, { method: 'POST', redirect: 'manual' })).status).toBe(400);
  expect(await onTeam(a.id, other)).toBe(false);
});

test('an address on two shops: one link whose page asks which shop; each choice opens that shop only', async () => {
  const a = await svc.tenant();
  const b = await svc.tenant();
  const shared = await tenantEmail(svc, b.id);
  await svc.sql(`update tenants set name = 'Chai Corner' where id = ?`, [a.id]);
  const owner = await signIn(svc, await tenantEmail(svc, a.id));
  const before = await lastMailId(svc);
  await add(owner, shared);
  expect((await fetch(await joinLink(shared, before), { method: 'POST', redirect: 'manual' })).status).toBe(
    303,
  );

  const loginBefore = await lastMailId(svc);
  await postForm(svc, undefined, '/app/login', { email: shared });
  const link = await linkFromOutbox(svc, shared, loginBefore);
  const [mail] = await svc.sql<{ subject: string }>(
    `select subject from outbound_mail where to_address = ? and id > ?`,
    [shared, loginBefore],
  );
  expect(mail?.subject).toBe('Sign in to your shops on MatchLedger');
  const choice = await (await fetch(link)).text();
  expect(choice).toContain('Which shop?');
  expect(choice).toContain(`value="${a.id}"`);
  expect(choice).toContain(`value="${b.id}"`);
  expect(choice).toContain('Chai Corner');

  // A shop the address is not on: refused, and the link stays usable.
  const c = await svc.tenant();
  const wrong = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tenant: c.id }),
  });
  expect(wrong.status).toBe(400);
  const chosen = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tenant: a.id }),
  });
  expect(chosen.status).toBe(303);
  const cookie = /ml_session=([^;]+)/.exec(chosen.headers.get('set-cookie') ?? '')?.[1] as string;
  const home = await (await page(svc, { cookie: `ml_session=${cookie}`, csrf: '' }, '/app')).text();
  expect(home).toContain('Chai Corner');
});
