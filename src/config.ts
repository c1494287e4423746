// Every environment variable the service reads, parsed and validated in one place (CONTRACT §11).
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const port = z.coerce.number().int().min(0).max(65535);

export const ROLES = ['api', 'worker', 'smtp'] as const;
export type Role = (typeof ROLES)[number];

const envSchema = z.object({
  PORT: port.default(3000),
  SMTP_PORT: port.default(2525),
  PUBLIC_BASE_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  TEMPORAL_ADDRESS: z.string().min(1).optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('matchledger'),
  TEMPORAL_CLI_PATH: z.string().min(1).optional(),
  // The embedded dev server's ports: unset, 7233 and 8233 when free, else ports the OS picks, so a
  // second checkout (or the test suite) can run beside `npm start`.
  TEMPORAL_PORT: port.optional(),
  TEMPORAL_UI_PORT: port.optional(),
  INGEST_DOMAIN: z.string().min(1).default('in.localhost'),
  WEBHOOK_ALLOW_PRIVATE: bool,
  OPS_ALERT_URL: z.url().optional(),
  // The outbox backlog's age (seconds) past which /readyz and /metrics say Temporal is behind and an
  // operator alert fires.
  OUTBOX_BEHIND_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  OUTBOX_SHED_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  DNS_SERVERS: z.string().optional(),
  // CONTRACT §10: with it set, /metrics requires `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MAIL_URL: z
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('MatchLedger <no-reply@localhost>'),
  // Separates the rate-limit counters of services that share one database (the tests' services).
  RATE_LIMIT_NAMESPACE: z.string().max(40).default(''),
  // Beyond CONTRACT §11: which roles this process runs (production runs one role per process).
  ROLES: z
    .string()
    .default(ROLES.join(','))
    .transform((s, ctx) => {
      const roles = s
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean);
      for (const r of roles) {
        if (!(ROLES as readonly string[]).includes(r)) {
          ctx.addIssue({ code: 'custom', message: `unknown role ${r}; roles are ${ROLES.join(', ')}` });
        }
      }
      return roles as Role[];
    }),
  DATA_DIR: z.string().default('.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Behind a reverse proxy, how many X-Forwarded-For hops are ours (CONTRACT §12: pairing's "source").
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // SMSGate's cloud API, where the dashboard registers a seller's webhook (CONTRACT §13 /app/devices).
  SMSGATE_CLOUD_URL: z.url().default('https://api.sms-gate.app'),
});

export interface Config {
  port: number;
  smtpPort: number;
  publicBaseUrl: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  temporal: {
    address: string | undefined;
    namespace: string;
    taskQueue: string;
    cliPath: string | undefined;
    /** The embedded dev server's ports when set; unset, the defaults if free, else any free port. */
    devPort: number | undefined;
    uiPort: number | undefined;
  };
  ingestDomain: string;
  webhookAllowPrivate: boolean;
  opsAlertUrl: string | undefined;
  outboxBehindSeconds: number;
  /** The outbox backlog's age past which new orders are refused with 503 `unavailable`. */
  /** Undefined: never shed (OUTBOX_SHED_SECONDS=0). */
  outboxShedSeconds: number | undefined;
  metricsToken: string | undefined;
  dnsServers: string[];
  /** Outbound mail (sign-in links): an SMTP URL, or undefined for the local outbox (`mail tail`). */
  mailUrl: string | undefined;
  mailFrom: string;
  rateLimitNamespace: string;
  roles: Role[];
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustedProxyHops: number;
  smsGateCloudUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    smtpPort: e.SMTP_PORT,
    publicBaseUrl,
    smsGateCloudUrl: e.SMSGATE_CLOUD_URL.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      cliPath: e.TEMPORAL_CLI_PATH,
      devPort: e.TEMPORAL_PORT,
      uiPort: e.TEMPORAL_UI_PORT,
    },
    ingestDomain: e.INGEST_DOMAIN,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    opsAlertUrl: e.OPS_ALERT_URL,
    outboxBehindSeconds: e.OUTBOX_BEHIND_SECONDS,
    // 0 turns shedding off (a test database whose outbox is shared by many services).
    outboxShedSeconds: e.OUTBOX_SHED_SECONDS === 0 ? undefined : e.OUTBOX_SHED_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    dnsServers: (e.DNS_SERVERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
    roles: e.ROLES,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
  };
}
