// Structured JSON logs. Secrets, payer details and message bodies never reach a log line: the
// redaction list below is a safety net, and call sites log ids and outcomes, never request bodies.
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

const REDACT = [
  'authorization',
  'cookie',
  '*.authorization',
  '*.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'api_key',
  'device_token',
  'webhook_secret',
  'secret',
  '*.api_key',
  '*.device_token',
  '*.webhook_secret',
  '*.secret',
  'payer_vpa',
  'payer_name',
  '*.payer_vpa',
  '*.payer_name',
  'body',
  '*.body',
  'sms',
  '*.sms',
];

/**
 * Lines are written a few KiB at a time and at least every half second, not one write each (issue 28:
 * at `info` a paid order logs six lines, and each was a write of its own on the service's busiest
 * thread). Whatever waits is written when the process exits, also on a fatal error; a kill -9 loses at
 * most the last half second of log lines, never data.
 */
function bufferedDestination(fd: number): DestinationStream {
  const dest = pino.destination({ dest: fd, sync: true, minLength: 4096, periodicFlush: 500 });
  const flush = (): void => {
    try {
      dest.flushSync();
    } catch {
      // Nowhere left to say it: the output is gone.
    }
  };
  process.on('exit', flush);
  return {
    write(line: string): void {
      dest.write(line);
      // An error or fatal line (an operator alert among them) is written at once with what waits before
      // it: an operator must see it even if the process is killed the next moment. pino writes the level
      // first, `{"level":"error",…`.
      if (URGENT.test(line.slice(0, 24))) flush();
    },
  };
}

const URGENT = /^\{"level":"(?:error|fatal)"/;

/**
 * JSON logs on stdout by default (the service's own output); scripts that print figures on stdout
 * pass `toStderr` so their figures and their logs never mix. `buffered`: the service's own log
 * (bufferedDestination); one-shot commands write each line at once.
 */
export function createLogger(
  level: string,
  bindings: Record<string, unknown> = {},
  opts: { toStderr?: boolean; stream?: DestinationStream; buffered?: boolean } = {},
): Logger {
  return pino(
    {
      level,
      base: { service: 'matchledger', ...bindings },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    opts.stream ??
      (opts.buffered
        ? bufferedDestination(opts.toStderr ? 2 : 1)
        : opts.toStderr
          ? pino.destination(2)
          : pino.destination(1)),
  );
}
