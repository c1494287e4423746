// The Temporal client of a process: lazy, so the API starts (and reports not ready) while Temporal
// is still coming up or is down.
import { Client, Connection } from '@temporalio/client';

export interface TemporalClient {
  client: Client;
  taskQueue: string;
  /** Resolves when the frontend answers within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function connectTemporal(address: string, namespace: string, taskQueue: string): TemporalClient {
  const connection = Connection.lazy({ address });
  const client = new Client({ connection, namespace });
  return {
    client,
    taskQueue,
    ping: async (timeoutMs = 2000) => {
      await connection.withDeadline(Date.now() + timeoutMs, () =>
        connection.workflowService.getSystemInfo({}),
      );
    },
    close: () => connection.close(),
  };
}
