// Hands committed outbound mail to Temporal: at once after the commit (never on the answer's path),
// and from a sweep that picks up what a crash or a Temporal outage left behind.
import type { Database } from '../db/sql.js';
import { unixNow } from '../domain/time.js';
import type { Logger } from '../logger.js';
import { markMailDispatched, undispatchedMail } from '../ledger/mail-outbox.js';

/** Starts a message's workflow; a repeated start of the same message does nothing (temporal/). */
export interface MailWorkflowStarter {
  startMail(mailId: string): Promise<void>;
}

/** Longer than an immediate dispatch can take, so the sweep does not race it. */
const DISPATCH_GRACE_SECONDS = 10;

export class MailDispatcher {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly workflows: MailWorkflowStarter,
    private readonly log: Logger,
  ) {}

  /** Starts the message's workflow; failures are left to the sweep. */
  dispatch(mailId: string): void {
    void this.start(mailId).catch((err: unknown) =>
      this.log.warn({ err, mail_id: mailId }, 'mail dispatch failed; the sweep will retry'),
    );
  }

  private async start(mailId: string): Promise<void> {
    await this.workflows.startMail(mailId);
    await markMailDispatched(this.db, mailId);
  }

  startSweeping(intervalMs = 5000): void {
    const tick = (): void => {
      void this.sweep().finally(() => {
        if (this.sweeper) this.sweeper = setTimeout(tick, intervalMs);
      });
    };
    this.sweeper = setTimeout(tick, intervalMs);
  }

  async sweep(): Promise<void> {
    try {
      for (const id of await undispatchedMail(this.db, unixNow() - DISPATCH_GRACE_SECONDS, 100)) {
        await this.start(id);
      }
    } catch (err) {
      this.log.warn({ err }, 'mail sweep failed; will retry');
    }
  }

  stop(): void {
    if (this.sweeper) clearTimeout(this.sweeper);
    this.sweeper = undefined;
  }
}
