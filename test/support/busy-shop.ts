// A shop with something on every dashboard page (issue 29's language tests): orders in each state, a
// payment proved by two feeds, a parked payment with a candidate, a statement, a phone with a last
// message, an address waiting to join, a product link. Made through the same services the API uses.
import { indiaDate } from '../../src/domain/time.js';
import { bankDirectory } from '../../src/ingest/alerts/banks.js';
import { signIn, tenantEmail, type SignedIn } from './dashboard.js';
import type { TestService, TestTenant } from './service.js';
import { hdfcDelimited } from './statements.js';

export interface BusyShop {
  tenant: TestTenant;
  who: SignedIn;
  openOrder: string;
  paidOrder: string;
  cancelledOrder: string;
  parkedCredit: string;
  statement: string;
  device: string;
  /** The shop's own data and other names a Hindi page may show in Latin letters. */
  names: string[];
}

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);

export async function busyShop(svc: TestService): Promise<BusyShop> {
  const tenant = await svc.tenant();
  const s = svc.runtime.services;
  const order = async (listPaise: number, description: string): Promise<string> =>
    (
      (await s.intents.create(tenant.id, { list_paise: listPaise, description, reference: 'BILL-42' }))
        .body as Body
    ).intent_id as string;

  const openOrder = await order(129_900, 'Masala chai');
  await s.intents.reserve(tenant.id, openOrder);
  const paidOrder = await order(49_900, 'Samosa plate');
  const paid = await s.intents.reserve(tenant.id, paidOrder);
  await s.credits.record({
    tenantId: tenant.id,
    source: 'email',
    amountPaise: paid.amount_paise as number,
    creditedAt: now(),
    rrn: '624411876512',
    payerVpa: 'asha.verma91@oksbi',
    payerName: 'ASHA VERMA',
  });
  const cancelledOrder = await order(25_000, 'Kachori');
  await s.intents.cancel(tenant.id, cancelledOrder);
  // The payer typed the list price of an order nobody reserved: parked, with that order as candidate.
  await order(120_000, 'Thali');
  const parked = await s.credits.record({
    tenantId: tenant.id,
    source: 'email',
    amountPaise: 120_000,
    creditedAt: now(),
    rrn: '624515522301',
    payerVpa: 'priya@ybl',
    payerName: 'PRIYA NAIR',
  });

  const today = indiaDate(now());
  const { statement } = await s.statementUploads.upload(
    tenant.id,
    hdfcDelimited([
      {
        date: today,
        amountPaise: paid.amount_paise as number,
        rrn: '624411876512',
        payerName: 'ASHA VERMA',
        payerVpa: 'asha.verma91@oksbi',
      },
      {
        date: today,
        amountPaise: 77_700,
        rrn: '624413290077',
        payerName: 'RAVI K',
        payerVpa: 'ravik-1@okicici',
      },
      { date: today, amountPaise: 500_000, debit: true, narration: 'ATW-416021XXXXXX4821-S1ANPN12-PUNE' },
    ]),
    'hdfc',
  );

  const device = await svc.api<{ device_id: string; setup: { device_token: string } }>(
    tenant.key,
    'POST',
    '/v1/devices',
    { kind: 'forwarder', name: 'Counter phone' },
  );
  await svc.api(device.body.setup.device_token, 'POST', '/v1/reports', {
    sms: { sender: '+919812345678', body: 'Hi, are you open today?', received_at: new Date().toISOString() },
  });
  await svc.api(tenant.key, 'POST', '/v1/links', {
    slug: 'masala-chai',
    list_paise: 4_900,
    description: 'Masala chai',
  });
  await s.signIn.invite(tenant.id, 'helper@example.com');

  const email = await tenantEmail(svc, tenant.id);
  const who = await signIn(svc, email);
  const [shop] = await svc.sql<{ name: string }>('select name from tenants where id = ?', [tenant.id]);
  const banks = bankDirectory().flatMap((b) => [b.name, ...b.headers]);
  return {
    tenant,
    who,
    openOrder,
    paidOrder,
    cancelledOrder,
    parkedCredit: parked.creditId,
    statement: String(statement.statement_id),
    device: device.body.device_id,
    names: [
      shop?.name ?? '',
      email,
      'helper@example.com',
      tenant.ingestAddress,
      svc.baseUrl,
      ...['Masala chai', 'Samosa plate', 'Kachori', 'Thali', 'BILL-42', 'Counter phone', 'masala-chai'],
      // Typed by the tests on the pages (a phone's name, a search).
      ...['Shelf phone', 'zzqq'],
      ...['ASHA VERMA', 'PRIYA NAIR', 'RAVI K', 'sms-gate.app'],
      ...['HDFC Bank', 'State Bank of India', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'],
      ...banks,
    ],
  };
}
