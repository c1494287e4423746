// Helpers for dashboard tests: read a sign-in link from the outbox, sign in, post forms with a session.
import { csrfTokenOf } from '../../src/ledger/sign-in.js';
import { eventually, type TestService } from './service.js';

/** The newest sign-in link mailed to `email`, read from the outbox as `mail tail` would. */
export async function linkFromOutbox(svc: TestService, email: string, after = 0): Promise<string> {
  const rows = await eventually(
    () =>
      svc.sql<{ id: string; text_body: string }>(
        `select id, text_body from outbound_mail where to_address = ? and id > ? order by id desc`,
        [email.toLowerCase(), after],
      ),
    10_000,
  );
  const m = /(http\S+\/app\/login\/[\w-]+)/.exec(rows[0]?.text_body ?? '');
  if (!m) throw new Error(`no sign-in link mailed to ${email}`);
  return m[1] as string;
}

export async function lastMailId(svc: TestService): Promise<number> {
  const [r] = await svc.sql<{ id: string | null }>(`select max(id) as id from outbound_mail`);
  return Number(r?.id ?? 0);
}

export interface SignedIn {
  cookie: string;
  csrf: string;
}

/** Requests a link, uses it, and returns the session cookie (`ml_session=...`) and its CSRF token. */
export async function signIn(svc: TestService, email: string): Promise<SignedIn> {
  const before = await lastMailId(svc);
  const asked = await fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  if (asked.status !== 200) throw new Error(`login request answered ${asked.status}`);
  const link = await linkFromOutbox(svc, email, before);
  const used = await fetch(link, { method: 'POST', redirect: 'manual' });
  const setCookie = used.headers.get('set-cookie') ?? '';
  const value = /ml_session=([^;]+)/.exec(setCookie)?.[1];
  if (!value) throw new Error(`no session cookie: ${used.status}`);
  return { cookie: `ml_session=${value}`, csrf: csrfTokenOf(value) };
}

export async function page(svc: TestService, who: SignedIn | undefined, path: string): Promise<Response> {
  return fetch(`${svc.baseUrl}${path}`, {
    redirect: 'manual',
    headers: who ? { cookie: who.cookie } : {},
  });
}

export async function postForm(
  svc: TestService,
  who: SignedIn | undefined,
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  return fetch(`${svc.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? { cookie: who.cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** The address a test tenant was created with (support/service.ts). */
export async function tenantEmail(svc: TestService, tenantId: string): Promise<string> {
  const [r] = await svc.sql<{ email: string }>(`select email from tenants where id = ?`, [tenantId]);
  return r?.email as string;
}
