// A parked payment's "Place on" buttons (the credits page and a statement's page). Each names its
// candidate order as the seller knows it: their own reference (or the description), the list price and
// when the order was made. An order id alone ("int_7f3a…") tells a seller choosing between two orders
// of ₹499 nothing; the id still travels in the form, and "see order" opens the order itself.
import { DomainError } from '../../domain/errors.js';
import type { OrderBody } from '../../domain/intent.js';
import { rupeesIn, type Lang } from '../../i18n/index.js';
import type { Services } from '../../services.js';
import type { Session } from '../../ledger/sign-in.js';
import { html, type Html } from './html.js';
import { csrfField, when } from './layout.js';
import { say } from './say.js';

/** Descriptions are up to 140 characters: a button shows the start of one. */
const DESCRIPTION_SHOWN = 40;

/** The tenant's orders among `ids`, by id; an order that no longer exists is left out. */
export async function candidateOrders(
  s: Services,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, OrderBody>> {
  const found = new Map<string, OrderBody>();
  for (const id of new Set(ids)) {
    try {
      found.set(id, await s.intents.get(tenantId, id));
    } catch (err) {
      // An order pruned since the payment was parked: its button falls back to the id.
      if (!(err instanceof DomainError)) throw err;
    }
  }
  return found;
}

/** "ORD-1042 · ₹499.00 · 25 Nov, 2:03 pm": the order in the seller's own words first. */
export function orderName(order: OrderBody | undefined, intentId: string, lang: Lang): string {
  if (!order) return intentId;
  const description = order.description ? String(order.description) : undefined;
  const own = order.reference
    ? String(order.reference)
    : description && description.length > DESCRIPTION_SHOWN
      ? `${description.slice(0, DESCRIPTION_SHOWN - 1)}…`
      : description;
  return [own, rupeesIn(Number(order.list_paise), lang), when(Number(order.created_at), lang)]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** One candidate's Place button (a plain form posting `intent_id` to `action`) and its "see order" link. */
export function placeOnCandidate(opts: {
  action: string;
  session: Session;
  intentId: string;
  order: OrderBody | undefined;
  lang: Lang;
}): Html {
  const { action, session, intentId, order, lang } = opts;
  return html`<form class="inline" method="post" action="${action}">
      ${csrfField(session)}<input type="hidden" name="intent_id" value="${intentId}" />
      <button type="submit">
        ${say(lang, 'common.place_on', { order: orderName(order, intentId, lang) })}
      </button>
    </form>
    <a href="/app/orders/${intentId}">${say(lang, 'common.see_order')}</a>`;
}
