// Every constant SPEC and CONTRACT name, once, under the name they give it.

/** SPEC §8: the discount band is at most 99 paise below the list price. */
export const DISCOUNT_BAND_PAISE = 99;

/** SPEC §8: same payer, same amount within this window is a duplicate. */
export const DUPLICATE_WINDOW_SECONDS = 30 * 60;

/**
 * E9-1, beyond CONTRACT §6's exact key: one SMS without rrn relayed by two devices of a seller is one credit
 * when the two reports' spans meet or lie within this of each other (the SMS centre's stamp and a phone's
 * receipt of one message are seconds apart; a phone's clock may be a minute or two off).
 */
export const SAME_SMS_SLACK_SECONDS = 5 * 60;

/** SPEC §8 / CONTRACT §12: credited more than this before receipt is stale; exactly this is not. */
export const STALE_THRESHOLD_SECONDS = 30 * 60;

/** CONTRACT §6: a bank timestamp this far after receipt is a clock running ahead, not evidence. */
export const FUTURE_TOLERANCE_SECONDS = 120;

/** SPEC §1 rest rule and CONTRACT §5. */
export const REST_SECONDS = { default: 3600, min: 3600, max: 7200 } as const;

/**
 * CONTRACT §5: how long an amount whose reservation ended unpaid stays marked: the pool hands it out
 * after unmarked ones, and a credit of it within this is counted against that order (CONTRACT §6).
 */
export const LATE_HORIZON_SECONDS = { default: 86_400, min: 3600, max: 604_800 } as const;

/** CONTRACT §8: at most this many accounts, each the last four digits of an account number. */
export const ACCOUNTS_MAX = 10;

/** CONTRACT §5: how long a reservation lives. */
export const RESERVATION_TTL_SECONDS = { default: 900, min: 120, max: 3600 } as const;

/** CONTRACT §4: order lifetime bounds. */
export const EXPIRES_IN_SECONDS = { default: 86_400, min: 300, max: 604_800 } as const;
export const LIST_PAISE = { min: 100, max: 50_000_000 } as const;
/** A credit's amount: any positive amount the ledger's integer column can hold (₹2,14,74,836.47). */
export const CREDIT_PAISE = { min: 1, max: 2_147_483_647 } as const;

/**
 * SPEC §6 delivery schedule, as the wait before each attempt counted from the end of the one before
 * (CONTRACT §12): attempts land at 0, 1, 6, 36, 156 and 756 s when every answer is immediate.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [0, 1, 5, 30, 120, 600] as const;
export const WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length;
export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_USER_AGENT = 'matchledger-webhooks/1';
export const WEBHOOK_SIGNATURE_HEADER = 'X-ML-Signature';

/** SPEC §2: payer details on parked credits and stored payloads are kept this long. */
export const PAYER_RETENTION_SECONDS = 90 * 86_400;

/** CONTRACT §2 / §9. */
export const PAIRING_CODE_TTL_SECONDS = 10 * 60;
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 3600;

/** CONTRACT §9: live reservations a product link may hold at once. */
export const LINK_MAX_LIVE = { default: 20, min: 1, max: 99 } as const;
/** CONTRACT §13: a sign-in link lives 15 minutes, a dashboard session 12 hours. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_SECONDS = 12 * 3600;
/** A team confirmation link (issue 30): long enough for a colleague to see the mail the next day. */
export const JOIN_LINK_TTL_SECONDS = 48 * 3600;
/** Confirmations a shop may have waiting at once: the team page cannot be used to mail anyone at will. */
export const JOIN_LINKS_PENDING_MAX = 20;
/**
 * How long an SMSGate envelope id is remembered: SMSGate retries a webhook for about two days (CONTRACT
 * §7), so a week covers every retry with room to spare. A repeat after that is still caught by the
 * credit's own dedupe (same rrn, or same amount, bank time and payer).
 */
export const SMSGATE_ENVELOPE_KEEP_SECONDS = 7 * 86_400;

/** SPEC §8 rate limits: points per window of seconds. */
export const RATE_LIMITS = {
  api: { points: 120, duration: 60 },
  /** CONTRACT §12: the API counter a product link's visits take from, keyed on the slug. */
  productLinkApi: { points: 120, duration: 60 },
  payPage: { points: 60, duration: 60 },
  /**
   * Visits of pay pages and product links that do not exist, all together (issue 30): a counter per
   * made-up token would cost a stored row each, so they share one.
   */
  payPageUnknown: { points: 120, duration: 60 },
  pairPerSource: { points: 10, duration: 60 },
  pairAggregate: { points: 60, duration: 60 },
  reports: { points: 60, duration: 60 },
  replay: { points: 10, duration: 60 },
  /**
   * Inbound e-mail, beyond SPEC: each message costs DNS lookups and an RSA verification, so one
   * address, and all of them together, take at most this many a minute (451 / 429, nothing stored).
   */
  emailPerAddress: { points: 120, duration: 60 },
  emailAggregate: { points: 1200, duration: 60 },
  loginPerAddress: { points: 60, duration: 60 },
  loginAggregate: { points: 30, duration: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;
