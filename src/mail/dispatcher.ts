// Hands committed outbound mail to Temporal: at once after the commit (never on the answer's path),
// and from a sweep that picks up what a crash or a Temporal outage left behind.
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Database } from '../db/sql.js';
import { unixNow } from '../domain/time.js';
import type { Logger } from '../logger.js';
import type { TemporalClient } from '../temporal/client.js';
import { mailWorkflowId, outboundMailWorkflow } from '../workflows/mail.js';
import { markMailDispatched, undispatchedMail } from '../ledger/mail-outbox.js';

/** Longer than an immediate dispatch can take, so the sweep does not race it. */
const DISPATCH_GRACE_SECONDS = 10;

export class MailDispatcher {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly temporal: TemporalClient,
    private readonly log: Logger,
  ) {}

  /** Starts the message's workflow; failures are left to the sweep. */
  dispatch(mailId: string): void {
    void this.start(mailId).catch((err: unknown) =>
      this.log.warn({ err, mail_id: mailId }, 'mail dispatch failed; the sweep will retry'),
    );
  }

  private async start(mailId: string): Promise<void> {
    try {
      await this.temporal.client.workflow.start(outboundMailWorkflow, {
        workflowId: mailWorkflowId(mailId),
        taskQueue: this.temporal.taskQueue,
        args: [mailId],
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
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
