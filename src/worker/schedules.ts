// Temporal Schedules for housekeeping, created (or brought up to date) by every worker at start.
import {
  ScheduleAlreadyRunning,
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptions,
} from '@temporalio/client';
import type { Logger } from '../logger.js';

export const SCHEDULES = [
  { id: 'matchledger-retention', workflowType: 'retentionWorkflow', every: '1 day' },
  { id: 'matchledger-feed-silence', workflowType: 'feedSilenceWorkflow', every: '5 minutes' },
] as const;

export async function ensureSchedules(client: Client, taskQueue: string, log: Logger): Promise<void> {
  for (const s of SCHEDULES) {
    const options = {
      scheduleId: s.id,
      spec: { intervals: [{ every: s.every }] },
      action: { type: 'startWorkflow' as const, workflowType: s.workflowType, taskQueue, workflowId: s.id },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour' },
    } satisfies ScheduleOptions;
    try {
      await client.schedule.create(options);
      log.info({ schedule: s.id, every: s.every }, 'schedule created');
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
      // A schedule made by an earlier deployment may name another task queue: point it at ours.
      await client.schedule.getHandle(s.id).update((previous) => ({
        ...previous,
        spec: options.spec,
        action: options.action,
        policies: options.policies,
      }));
    }
  }
}
