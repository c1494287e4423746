// Issue 30's probe, the settings findings: a webhook URL can be removed, by the API and by the page.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';
import { page, postForm, signIn, tenantEmail } from '../support/dashboard.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Settings = { webhook_url?: string };

test('PATCH /v1/settings {"webhook_url": null} removes the webhook URL ("" too)', async () => {
  const t = await svc.tenant();
  for (const none of [null, '']) {
    await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: 'http://127.0.0.1:9/hook' });
    expect((await svc.api<Settings>(t.key, 'GET', '/v1/settings')).body.webhook_url).toBe(
      'http://127.0.0.1:9/hook',
    );
    const removed = await svc.api<Settings>(t.key, 'PATCH', '/v1/settings', { webhook_url: none });
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty('webhook_url');
    expect((await svc.api<Settings>(t.key, 'GET', '/v1/settings')).body).not.toHaveProperty('webhook_url');
  }
  // Leaving the field out changes nothing.
  await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: 'http://127.0.0.1:9/hook' });
  await svc.api(t.key, 'PATCH', '/v1/settings', { late_policy: 'park' });
  expect((await svc.api<Settings>(t.key, 'GET', '/v1/settings')).body.webhook_url).toBe(
    'http://127.0.0.1:9/hook',
  );
});

test('an empty webhook field on the settings page removes the URL', async () => {
  const t = await svc.tenant();
  await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: 'http://127.0.0.1:9/hook' });
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const saved = await postForm(svc, who, '/app/settings', {
    csrf: who.csrf,
    payee_vpa: 'shop@okhdfc',
    payee_name: 'Test Shop',
    late_policy: 'confirm',
    rest_seconds: '',
    reservation_ttl_seconds: '',
    webhook_url: '',
  });
  expect(saved.status).toBe(303);
  expect((await svc.api<Settings>(t.key, 'GET', '/v1/settings')).body).not.toHaveProperty('webhook_url');
  expect(await (await page(svc, who, '/app/settings')).text()).not.toContain('127.0.0.1:9/hook');
});

test('the settings page sets the accounts alerts must name (CONTRACT §8), as a seller types them', async () => {
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const form = (accounts: string) =>
    postForm(svc, who, '/app/settings', {
      csrf: who.csrf,
      payee_vpa: 'shop@okhdfc',
      payee_name: 'Test Shop',
      late_policy: 'confirm',
      rest_seconds: '',
      reservation_ttl_seconds: '',
      webhook_url: '',
      accounts,
    });
  const accounts = async () =>
    (await svc.api<{ accounts: string[] }>(t.key, 'GET', '/v1/settings')).body.accounts;
  expect((await form('4821, 0042')).status).toBe(303);
  expect(await accounts()).toEqual(['4821', '0042']);
  expect(await (await page(svc, who, '/app/settings')).text()).toContain('value="4821, 0042"');
  const refused = await form('4821, 12');
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain('groups of four digits');
  expect(await accounts()).toEqual(['4821', '0042']);
  expect((await form('')).status).toBe(303);
  expect(await accounts()).toEqual([]);
});
