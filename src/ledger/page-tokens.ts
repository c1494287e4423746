// Pay-page tokens this process has seen to exist, with the order each opens (issue 28). A token is
// made with its order and never changes hands, so what is remembered stays true: a payer's page, its
// status polls and the tap on Pay then cost no query to learn whether the token exists (the pay-page
// counter, app.ts) and the tap none to learn whose order it is. An order deleted since (only a
// product link's visit never tapped, db/housekeeping.ts) is not found when the tap reads it, as before.

export interface PageOrder {
  tenantId: string;
  intentId: string;
}

/** How many tokens are remembered; the oldest are forgotten first. */
const KNOWN_PAGES = 20_000;

export class KnownPages {
  private readonly orders = new Map<string, PageOrder>();

  remember(pageToken: string, order: PageOrder): void {
    if (this.orders.has(pageToken)) return;
    if (this.orders.size >= KNOWN_PAGES) this.orders.delete(this.orders.keys().next().value as string);
    this.orders.set(pageToken, order);
  }

  /** The order the token opens, if this process has seen the token exist. */
  orderOf(pageToken: string): PageOrder | undefined {
    return this.orders.get(pageToken);
  }
}
