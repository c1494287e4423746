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

/**
 * gRPC's reconnect backoff grows to two minutes by default: after a 30 s outage of the Temporal
 * server the client waited up to 15 s more before it tried again (`npm run fault:temporal`), and
 * /readyz stayed 503 that long. Temporal is one local frontend, so trying once a second is cheap.
 */
const RECONNECT_BACKOFF = {
  'grpc.initial_reconnect_backoff_ms': 250,
  'grpc.max_reconnect_backoff_ms': 1_000,
};

export function connectTemporal(address: string, namespace: string, taskQueue: string): TemporalClient {
  const connection = Connection.lazy({ address, channelArgs: RECONNECT_BACKOFF });
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
