// Reporter devices (CONTRACT §7): pairing codes, pairing, the reporter apps sellers already have, the list.
import { z } from 'zod';
import { ID_PATTERNS } from '../../domain/ids.js';
import { deviceId, creditId, pageOf, unixTime } from './common.js';

const deviceName = z.string().trim().min(1).max(100);
const platform = z.enum(['android', 'ios']);

export const mint = z.strictObject({ name: deviceName.optional() }).meta({ id: 'NewPairingCode' });
export const reporterApp = z
  .strictObject({ kind: z.enum(['smsgate', 'forwarder', 'shortcut']), name: deviceName.optional() })
  .meta({ id: 'NewReporterApp' });
export const pairing = z
  .strictObject({
    code: z.string().regex(ID_PATTERNS.pairingCode, 'must be the 8-character pairing code'),
    name: deviceName.optional(),
    platform,
  })
  .meta({ id: 'Pairing' });

export const pairingCode = z
  .strictObject({ code: z.string().regex(ID_PATTERNS.pairingCode), expires_at: unixTime })
  .meta({ id: 'PairingCode' });

export const pairedDevice = z
  .strictObject({ device_id: deviceId, device_token: z.string().regex(ID_PATTERNS.deviceToken) })
  .meta({ id: 'PairedDevice', description: 'The device token is shown this once.' });

const forwarderSetup = z.strictObject({
  device_token: z.string().regex(ID_PATTERNS.deviceToken),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  json_template: z.string(),
});
const shortcutSetup = z.strictObject({
  device_token: z.string().regex(ID_PATTERNS.deviceToken),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.strictObject({
    sms: z.strictObject({ sender: z.string(), body: z.string(), received_at: z.string() }),
  }),
});
const smsGateSetup = z.strictObject({
  webhook_url: z.string(),
  signing_key: z.string().regex(/^[0-9a-f]{64}$/),
});

export const reporterDevice = z
  .strictObject({
    device_id: deviceId,
    kind: z.enum(['smsgate', 'forwarder', 'shortcut']),
    setup: z.union([forwarderSetup, shortcutSetup, smsGateSetup]).meta({
      description:
        'forwarder: the three settings of "Incoming SMS to URL forwarder"; shortcut: the JSON fields of "Get Contents of URL" and the Shortcuts variable that fills each; smsgate: the webhook URL and signing key.',
    }),
  })
  .meta({ id: 'ReporterApp', description: 'The setup (its secret among it) is shown this once.' });

export const device = z
  .strictObject({
    device_id: deviceId,
    name: z.string().optional(),
    platform,
    created_at: unixTime,
    last_seen_at: unixTime.optional(),
    revoked_at: unixTime.optional(),
    kind: z.enum(['app', 'forwarder', 'smsgate', 'shortcut']),
    last_message: z
      .strictObject({
        at: unixTime,
        outcome: z.enum(['credited', 'repeat', 'ignored', 'unparseable']),
        credit_id: creditId.optional(),
        reason: z.string().optional().meta({ description: 'Why an ignored message was ignored.' }),
      })
      .optional(),
  })
  .meta({ id: 'Device' });

export const devicePage = pageOf(device).meta({ id: 'DevicePage' });
