// The list-price scenario of issue 17, through the running service (a process of its own, real HTTP):
// three sellers, each with 19 orders at ₹499, ₹1,299 and ₹99 tapped one after another on the pay page,
// paid through a paired reporter device by payers who behave as real payers do. Some pay the exact
// amount shown, some type the price on the product instead (the commonest mistake), some never pay.
// Ground truth is known for every payment, so the run counts how many list-price payments confirmed an
// order their payer never paid, and how many exact payers found their own order confirmed.
//
//   npm run scenario:list-price [-- --seed 7]
//
// Figures: one JSON object on stdout; the service's logs go to stderr.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { tenantsWithDevices } from '../lib/fixtures.js';
import { client, expectStatus } from '../lib/load.js';
import { startStack } from '../lib/stack.js';
import { prng } from '../simulate/random.js';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '17' } } });

const random = prng(Number(values.seed));
type Behaviour = 'exact' | 'list price' | 'never pays';
const behaviour = (): Behaviour => {
  const x = random();
  return x < 0.2 ? 'list price' : x < 0.35 ? 'never pays' : 'exact';
};

const PRICES = [49_900, 129_900, 9_900];
const ORDERS_PER_PRICE = 19;
let rrn = 500_000_000_000 + randomBytes(4).readUInt32BE();

const stack = await startStack();
try {
  const service = await stack.spawn('api,worker');
  const http = client(service.baseUrl, 8);
  const tenants = await tenantsWithDevices(stack, 3);
  const tally = {
    payments: 0,
    list_price_payments: 0,
    list_price_confirmed_an_order: 0,
    list_price_confirmed_an_order_not_theirs: 0,
    exact_payments: 0,
    exact_confirmed_own_order: 0,
    exact_parked_or_wrong: 0,
    abandoned_orders: 0,
    abandoned_orders_confirmed: 0,
  };
  for (const tenant of tenants) {
    for (const listPaise of PRICES) {
      const orders: { id: string; amount: number; payer: Behaviour }[] = [];
      for (let i = 0; i < ORDERS_PER_PRICE; i++) {
        const created = expectStatus(
          await http.request('POST', '/v1/intents', tenant.key, { list_paise: listPaise }),
          201,
        );
        const token = new URL(created.page_url as string).pathname.split('/')[2] as string;
        const tapped = expectStatus(await http.request('POST', `/p/${token}/reserve`, undefined), 200);
        orders.push({
          id: created.intent_id as string,
          amount: tapped.amount_paise as number,
          payer: behaviour(),
        });
      }
      // Payers pay at their own pace, not in the order they tapped: a seeded shuffle.
      const payOrder = [...orders.entries()];
      for (let k = payOrder.length - 1; k > 0; k--) {
        const j = Math.floor(random() * (k + 1));
        [payOrder[k], payOrder[j]] = [
          payOrder[j] as (typeof payOrder)[number],
          payOrder[k] as (typeof payOrder)[number],
        ];
      }
      for (const [i, o] of payOrder) {
        if (o.payer === 'never pays') continue;
        const paid = o.payer === 'exact' ? o.amount : listPaise;
        const r = expectStatus(
          await http.request('POST', '/v1/reports', tenant.deviceToken, {
            amount_paise: paid,
            credited_at: Math.floor(Date.now() / 1000),
            rrn: String(rrn++),
            payer_vpa: `payer${i}-${listPaise}@okaxis`,
          }),
          202,
        );
        tally.payments++;
        const credit = expectStatus(
          await http.request('GET', `/v1/credits/${r.credit_id as string}`, tenant.key),
          200,
        );
        if (o.payer === 'list price') {
          tally.list_price_payments++;
          if (credit.intent_id !== undefined) tally.list_price_confirmed_an_order++;
          if (credit.intent_id !== undefined && credit.intent_id !== o.id)
            tally.list_price_confirmed_an_order_not_theirs++;
        } else {
          tally.exact_payments++;
          if (credit.intent_id === o.id) tally.exact_confirmed_own_order++;
          else tally.exact_parked_or_wrong++;
        }
      }
      for (const o of orders.filter((x) => x.payer === 'never pays')) {
        tally.abandoned_orders++;
        const got = expectStatus(await http.request('GET', `/v1/intents/${o.id}`, tenant.key), 200);
        if (got.status === 'confirmed') tally.abandoned_orders_confirmed++;
      }
    }
  }
  await http.close();
  process.stdout.write(
    `${JSON.stringify({ scenario: 'list-price payers', seed: Number(values.seed), ...tally })}\n`,
  );
} finally {
  await stack.teardown();
}
