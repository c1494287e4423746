import { Migration } from '@mikro-orm/migrations';

/**
 * Reporter apps sellers already have (CONTRACT §7) and the SMS timestamps of a credit.
 *
 * - A device has a kind: `app` (ours, paired with a code), `forwarder` (a bearer token, like ours) or
 *   `smsgate` (no token: SMSGate signs each webhook with a key instead, so token_hash may be null).
 * - `signing_key` is SMSGate's HMAC key as the seller pasted it into the app. It is kept as written, not
 *   as a digest: verifying an HMAC needs the key itself. It is never shown again after creation, never
 *   logged, and lets its holder do one thing, report SMS as that one device, until the device is revoked
 *   (the same standing as the tenants' webhook secrets, kept the same way).
 * - Feed health (GET /v1/devices): the last message a device relayed and what became of it.
 * - `smsgate_envelopes`: SMSGate retries a webhook for about two days; an envelope id seen before is
 *   answered with nothing new.
 * - A credit keeps every time the feed gave (`phone_received_at`, `smsc_at`), for audit.
 */
export class Migration20261123040000_reporter_apps extends Migration {
  override name = 'Migration20261123040000_reporter_apps';

  override up(): void {
    this.addSql(`
      alter table devices
        add column kind text not null default 'app' check (kind in ('app', 'forwarder', 'smsgate')),
        add column signing_key text,
        add column last_message_at bigint,
        add column last_message_outcome text,
        add column last_message_credit_id text`);
    this.addSql(`alter table devices alter column token_hash drop not null`);
    this.addSql(`
      alter table devices add constraint devices_credential_check
        check (case kind when 'smsgate' then signing_key is not null and token_hash is null
                         else token_hash is not null and signing_key is null end)`);
    this.addSql(`
      create table smsgate_envelopes (
        device_id text not null references devices (id),
        envelope_id text not null,
        received_at bigint not null,
        primary key (device_id, envelope_id)
      )`);
    this.addSql(`alter table credits add column phone_received_at bigint, add column smsc_at bigint`);
  }
}
