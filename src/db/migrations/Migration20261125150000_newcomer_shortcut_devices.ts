import { Migration } from '@mikro-orm/migrations';

/**
 * `shortcut` devices (CONTRACT §7, issue 29): an iPhone's Shortcuts automation posting each bank SMS to
 * `/v1/reports` with a bearer token, like a forwarder. Its platform is `ios`; the credential rule of the
 * reporter_apps migration (a token digest, no signing key) already covers it.
 * Feed health also keeps why the last message was ignored (a debit, another account, a phone number...),
 * which the dashboard's device list shows (CONTRACT §13 /app/devices).
 */
export class Migration20261125150000_newcomer_shortcut_devices extends Migration {
  override name = 'Migration20261125150000_newcomer_shortcut_devices';

  override up(): void {
    this.addSql(`alter table devices drop constraint devices_kind_check`);
    this.addSql(`
      alter table devices add constraint devices_kind_check
        check (kind in ('app', 'forwarder', 'smsgate', 'shortcut'))`);
    this.addSql(`alter table devices add column last_message_reason text`);
  }
}
