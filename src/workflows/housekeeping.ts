// Housekeeping run by Temporal Schedules (worker/schedules.ts): payer-detail retention daily, the
// feed-silence watch every five minutes. Each run is one activity; the schedule keeps the time.
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';

const { applyRetention, watchFeedSilence } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', maximumInterval: '5 minutes', maximumAttempts: 5 },
});

/** SPEC §2: payer name and handle leave parked credits and stored payloads after 90 days. */
export async function retentionWorkflow(): Promise<{ credits: number; events: number }> {
  return applyRetention();
}

/** SPEC §1 "feed silent while the account makes reservations: operators alerted". */
export async function feedSilenceWorkflow(): Promise<{ alerted: string[] }> {
  return watchFeedSilence();
}
