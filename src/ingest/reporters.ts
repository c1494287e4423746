// Reporter devices end here (CONTRACT §7): our own app and the forwarder post `/v1/reports`, SMSGate posts
// its signed webhook envelope. Every relayed SMS goes through the same intake, and each device keeps the
// outcome of its last message for feed health (GET /v1/devices). Logs carry ids and outcomes only: never
// a body, a sender, a payer or a key.
import { invalidRequest, unauthorized } from '../domain/errors.js';
import { ID_PATTERNS } from '../domain/ids.js';
import { feedTimeSeconds, unixNow } from '../domain/time.js';
import type { DeviceLedger, MessageOutcome, ReporterKind, SmsGateDevice } from '../ledger/devices.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { issuesOf } from '../domain/validation.js';
import type { Intake, IntakeOutcome, RelayedSms } from './intake.js';
import {
  SMSGATE_HEARTBEATS,
  smsGateEnvelope,
  smsReceivedPayload,
  verifySmsGateSignature,
} from './smsgate.js';

export interface ReportAnswer {
  status: 200 | 202;
  body: Record<string, unknown>;
}

export interface ReportingDevice {
  tenantId: string;
  deviceId: string;
}

/**
 * The `reason` of an `unparseable` answer (CONTRACT §7's `{"status", "reason"}`): the message reads as money
 * in, but its amount, direction or account could not be told with certainty, so operators were alerted.
 */
export const UNPARSEABLE_REASON = 'uncertain';

const HEALTH: Record<IntakeOutcome['kind'], MessageOutcome> = {
  recorded: 'credited',
  ignored: 'ignored',
  unparseable: 'unparseable',
};

export class ReporterFeed {
  constructor(
    private readonly deps: { intake: Intake; devices: DeviceLedger; metrics: Metrics; log: Logger },
  ) {}

  /**
   * One relayed SMS: 202 whatever it was, since the apps retry every other answer. A credit gets its
   * id; a debit, a message from no bank or a numeric sender is `ignored`; one no parser reads is
   * `unparseable` (operators alerted by the intake).
   */
  async sms(device: ReportingDevice, sms: RelayedSms): Promise<ReportAnswer> {
    const outcome = await this.deps.intake.sms({ ...device, source: 'device' }, sms);
    const health = outcome.kind === 'recorded' && outcome.credit.repeat ? 'repeat' : HEALTH[outcome.kind];
    const creditId = outcome.kind === 'recorded' ? outcome.credit.creditId : undefined;
    const reason = outcome.kind === 'ignored' ? outcome.what : undefined;
    await this.deps.devices.noteMessage(device.deviceId, health, creditId, reason);
    this.deps.log.info(
      { feed: 'device', device_id: device.deviceId, outcome: health },
      'SMS report taken in',
    );
    const body =
      outcome.kind === 'recorded'
        ? { credit_id: outcome.credit.creditId, status: outcome.credit.status }
        : outcome.kind === 'ignored'
          ? { status: 'ignored', reason: outcome.what }
          : { status: 'unparseable', reason: UNPARSEABLE_REASON };
    return { status: 202, body };
  }

  /**
   * The SMSGate device `deviceId` signed this body, within 15 minutes of our clock; else 401 and nothing
   * stored (an unknown, revoked or other kind of device, a bad or stale signature alike).
   */
  async authenticateSmsGate(
    deviceId: string,
    raw: Buffer,
    headers: { timestamp: string | undefined; signature: string | undefined },
  ): Promise<SmsGateDevice> {
    const device = ID_PATTERNS.device.test(deviceId)
      ? await this.deps.devices.smsGateDevice(deviceId)
      : undefined;
    const verdict =
      device === undefined
        ? 'unknown_device'
        : verifySmsGateSignature(device.signingKey, raw, headers, unixNow());
    if (device === undefined || verdict !== 'ok') {
      this.deps.metrics.feedRejections.inc({ feed: 'smsgate', reason: verdict });
      this.deps.log.info({ feed: 'smsgate', reason: verdict }, 'SMSGate webhook refused; nothing stored');
      throw unauthorized('Unknown or revoked device, or a bad or stale signature; nothing was stored.');
    }
    await this.deps.devices.seen(device.deviceId);
    return device;
  }

  /** An authenticated SMSGate envelope (CONTRACT §7). */
  async smsGate(device: SmsGateDevice, raw: Buffer): Promise<ReportAnswer> {
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalidRequest('The body is not valid JSON.');
    }
    const envelope = smsGateEnvelope.safeParse(json);
    if (!envelope.success) {
      throw invalidRequest('The body is not an SMSGate webhook envelope.', issuesOf(envelope.error));
    }
    const { id, event, payload } = envelope.data;
    if (await this.deps.devices.envelopeTaken(device.deviceId, id)) {
      return { status: 200, body: { status: 'repeat' } };
    }
    let answer: ReportAnswer;
    if (event === 'sms:received') {
      const sms = smsReceivedPayload.safeParse(payload);
      const smscAt = sms.success ? feedTimeSeconds(sms.data.receivedAt) : undefined;
      if (!sms.success || smscAt === undefined) {
        const details = sms.success
          ? [{ path: 'payload.receivedAt', issue: 'must be ISO 8601 with an offset' }]
          : issuesOf(sms.error).map((d) => ({ ...d, path: `payload.${d.path}` }));
        throw invalidRequest('The sms:received payload is not valid.', details);
      }
      const { message, sender, phoneNumber } = sms.data;
      answer = await this.sms(device, {
        sender: (sender ?? phoneNumber) as string,
        body: message,
        smscAt,
      });
    } else {
      // Heartbeats moved last_seen_at when the signature was checked; other events are not ours.
      answer = { status: 200, body: { status: SMSGATE_HEARTBEATS.has(event) ? 'ok' : 'ignored' } };
    }
    await this.deps.devices.markEnvelope(device.deviceId, id);
    return answer;
  }
}

/**
 * The body template for "Incoming SMS to URL forwarder" (and SmsForwarder, Tasker, MacroDroid with their
 * own placeholders). The app escapes `%text%` for JSON and fills the stamps with unix milliseconds:
 * `%sentStamp%` is the SMS centre's timestamp, `%receivedStamp%` the phone's clock at receipt. The stamps
 * are quoted: the app refuses to save a template that is not JSON before its placeholders are filled, and
 * a placeholder another app leaves unfilled is then a clear 400, not broken JSON.
 */
export const FORWARDER_JSON_TEMPLATE =
  '{"sms":{"sender":"%from%","body":"%text%","smsc_at":"%sentStamp%","received_at":"%receivedStamp%"}}';

/**
 * The JSON body of an iPhone Shortcuts automation (CONTRACT §7): each field and the Shortcuts variable
 * that fills it, in the nesting of "Request Body: JSON" (a Dictionary field `sms` holding Text fields).
 * Shortcuts sends every value as text; the date is "Current Date" through "Format Date" set to ISO 8601
 * with its time, e.g. `2026-11-25T14:03:41+05:30`, which the `sms` form accepts as `received_at`.
 */
export const SHORTCUT_BODY = {
  sms: {
    sender: 'Shortcut Input: Sender',
    body: 'Shortcut Input: Content',
    received_at: 'Formatted Date (Current Date, ISO 8601, Include ISO 8601 Time on)',
  },
} as const;

/** The settings a seller pastes into the app, shown once (CONTRACT §7). */
export function reporterSetup(
  kind: ReporterKind,
  deviceId: string,
  secret: string,
  publicBaseUrl: string,
): Record<string, unknown> {
  if (kind === 'smsgate') {
    return { webhook_url: `${publicBaseUrl}/v1/reports/smsgate/${deviceId}`, signing_key: secret };
  }
  const bearer = {
    device_token: secret,
    url: `${publicBaseUrl}/v1/reports`,
    headers: { Authorization: `Bearer ${secret}` },
  };
  return kind === 'shortcut'
    ? { ...bearer, body: SHORTCUT_BODY }
    : { ...bearer, json_template: FORWARDER_JSON_TEMPLATE };
}
