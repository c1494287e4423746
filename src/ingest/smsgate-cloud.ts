// Registering a seller's SMSGate webhooks on SMSGate's cloud (CONTRACT §13 /app/devices), so that no
// seller step needs a terminal: SMSGate has no screen to add a webhook, only its API
// (POST /3rdparty/v1/webhooks, Basic auth with the Username and Password the app shows under Cloud
// server; the cloud passes the webhook on to the phone). The password is used for these two calls and
// never stored or logged.

export interface SmsGateCloudCredentials {
  username: string;
  password: string;
}

export type Registration =
  { ok: true } | { ok: false; reason: 'credentials' | 'refused' | 'unreachable'; detail?: string };

/** The two webhooks a MatchLedger device needs: each SMS, and the heartbeat when Ping is on. */
const WEBHOOKS = [
  { id: 'matchledger-sms', event: 'sms:received' },
  { id: 'matchledger-ping', event: 'system:ping' },
] as const;

export async function registerSmsGateWebhooks(
  cloudUrl: string,
  credentials: SmsGateCloudCredentials,
  webhookUrl: string,
  timeoutMs = 10_000,
): Promise<Registration> {
  const auth = Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64');
  for (const hook of WEBHOOKS) {
    let res: Response;
    try {
      res = await fetch(`${cloudUrl}/3rdparty/v1/webhooks`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: hook.id, url: webhookUrl, event: hook.event }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch {
      return { ok: false, reason: 'unreachable' };
    }
    if (res.status === 401 || res.status === 403) return { ok: false, reason: 'credentials' };
    if (!res.ok) {
      // SMSGate answers {"message": "..."}; a short line of it helps the seller (e.g. "https only").
      const text = (await res.text().catch(() => '')).slice(0, 300);
      let detail: string | undefined;
      try {
        const m = (JSON.parse(text) as { message?: unknown }).message;
        detail = typeof m === 'string' ? m.slice(0, 200) : undefined;
      } catch {
        detail = undefined;
      }
      return { ok: false, reason: 'refused', ...(detail ? { detail } : {}) };
    }
    await res.body?.cancel();
  }
  return { ok: true };
}
