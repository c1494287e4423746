// One outbound message, sent by an activity that Temporal retries until the mail server takes it
// (a sign-in link is worth nothing after 15 minutes, so the retries stop there).
import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';

const { sendMail } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
  scheduleToCloseTimeout: '15 minutes',
});

export const mailWorkflowId = (mailId: string): string => `mail-${mailId}`;

export async function outboundMailWorkflow(mailId: string): Promise<string> {
  return sendMail(mailId);
}
