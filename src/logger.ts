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
 * JSON logs on stdout by default (the service's own output); scripts that print figures on stdout
 * pass `toStderr` so their figures and their logs never mix.
 */
export function createLogger(
  level: string,
  bindings: Record<string, unknown> = {},
  opts: { toStderr?: boolean; stream?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level,
      base: { service: 'matchledger', ...bindings },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    opts.stream ?? (opts.toStderr ? pino.destination(2) : pino.destination(1)),
  );
}
