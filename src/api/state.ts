import type { Logger } from '../logger.js';
import type { Session } from '../ledger/sign-in.js';
import type { Lang } from '../i18n/index.js';

/** What middleware learns about a request, for the handlers after it. */
export interface RequestState {
  requestId: string;
  log: Logger;
  /** Set by tenant authentication. */
  tenantId?: string;
  /** Set by device authentication. */
  deviceId?: string;
  /** Set by the dashboard's session guard: the signed-in seller. */
  session?: Session;
  /** The language the page speaks (CONTRACT §9), set on payer and dashboard paths. */
  lang?: Lang;
  /** The route template, for metrics and logs (ids stay out of label values). */
  route?: string;
}
