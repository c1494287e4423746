// Temporal Schedules for housekeeping, created once (idempotently) by every worker at start.
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import type { Logger } from '../logger.js';

export const SCHEDULES = [
  { id: 'matchledger-retention', workflowType: 'retentionWorkflow', every: '1 day' },
  { id: 'matchledger-feed-silence', workflowType: 'feedSilenceWorkflow', every: '5 minutes' },
] as const;

export async function ensureSchedules(client: Client, taskQueue: string, log: Logger): Promise<void> {
  for (const s of SCHEDULES) {
    try {
      await client.schedule.create({
        scheduleId: s.id,
        spec: { intervals: [{ every: s.every }] },
        action: { type: 'startWorkflow', workflowType: s.workflowType, taskQueue, workflowId: s.id },
        policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour' },
      });
      log.info({ schedule: s.id, every: s.every }, 'schedule created');
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
    }
  }
}
