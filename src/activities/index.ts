// The side effects workflows ask for. Each is small and safe to run twice: a retried activity
// re-reads the database and changes nothing that already changed.
import type { IntentSnapshot } from '../domain/intent.js';
import type { IntentLedger } from '../ledger/intents.js';

export interface ActivityDeps {
  intents: IntentLedger;
}

export function createActivities(deps: ActivityDeps) {
  return {
    /** Expires the order if it is still open at expires_at; the snapshot after, or undefined if no such order. */
    async expireIntent(intentId: string): Promise<IntentSnapshot | undefined> {
      return deps.intents.expireIfDue(intentId);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
