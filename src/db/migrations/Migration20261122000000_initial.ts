import { Migration } from '@mikro-orm/migrations';

/**
 * The whole ledger. Times are unix seconds in bigint columns (SPEC §2); amounts are integer paise.
 * Constraints carry the rules the database must enforce whatever the application does.
 */
export class Migration20261122000000_initial extends Migration {
  override name = 'Migration20261122000000_initial';

  override up(): void {
    // GiST equality on text/int, for the exclusion constraint on reservations.
    this.addSql(`create extension if not exists btree_gist`);

    this.addSql(`
      create table tenants (
        id text primary key,
        name text not null,
        email text not null unique,
        payee_vpa text not null,
        payee_name text,
        late_policy text not null default 'confirm' check (late_policy in ('confirm', 'park')),
        rest_seconds integer not null default 3600 check (rest_seconds between 3600 and 7200),
        reservation_ttl_seconds integer not null default 900 check (reservation_ttl_seconds between 120 and 3600),
        ingest_id text not null unique,
        webhook_url text,
        webhook_secret text,
        -- The feed-silence watch alerted at this moment; a credit received after it ends the spell.
        feed_silence_alerted_at bigint,
        created_at bigint not null
      )`);

    this.addSql(`
      create table api_keys (
        id bigserial primary key,
        tenant_id text not null references tenants (id),
        key_prefix text not null,
        key_hash text not null unique,
        created_at bigint not null,
        revoked_at bigint
      )`);
    this.addSql(`create index api_keys_prefix_idx on api_keys (key_prefix)`);

    this.addSql(`
      create table intents (
        id text primary key,
        tenant_id text not null references tenants (id),
        status text not null default 'open' check (status in ('open', 'confirmed', 'expired', 'cancelled')),
        list_paise integer not null check (list_paise between 100 and 50000000),
        page_token text not null unique,
        expires_at bigint not null,
        created_at bigint not null,
        description text,
        reference text,
        metadata jsonb,
        paid_paise integer,
        evidence text check (evidence in ('amount', 'rrn', 'late', 'manual')),
        rrn text,
        payer_vpa text,
        payer_name text,
        confirmed_at bigint,
        late boolean,
        cancelled_at bigint,
        expired_at bigint,
        credit_id text,
        payer_utr text,
        -- Outbox towards Temporal: the intent workflow has been told every version up to synced_version.
        sync_version integer not null default 1,
        synced_version integer not null default 0,
        sync_requested_at bigint not null,
        constraint intents_confirmation_complete check (
          status <> 'confirmed' or (paid_paise is not null and evidence is not null and confirmed_at is not null)
        )
      )`);
    this.addSql(`create index intents_tenant_created_idx on intents (tenant_id, created_at desc, id desc)`);
    this.addSql(
      `create index intents_tenant_reference_idx on intents (tenant_id, reference) where reference is not null`,
    );
    this.addSql(
      `create index intents_unsynced_idx on intents (sync_requested_at) where synced_version < sync_version`,
    );

    // A reservation holds its amount over [reserved_at, held_until): held_until is lapses_at, or the
    // moment the order was settled if that came first. The exclusion constraint is the arbiter of
    // SPEC's central promise: one amount is never held by two live reservations of one tenant.
    this.addSql(`
      create table reservations (
        id bigserial primary key,
        tenant_id text not null references tenants (id),
        intent_id text not null references intents (id),
        amount_paise integer not null check (amount_paise > 0),
        reserved_at bigint not null,
        lapses_at bigint not null,
        held_until bigint not null,
        rest_until bigint not null,
        end_reason text check (end_reason in ('confirmed', 'cancelled')),
        check (reserved_at <= held_until and held_until <= lapses_at and held_until <= rest_until),
        constraint reservations_one_live_holder exclude using gist (
          tenant_id with =, amount_paise with =, int8range(reserved_at, held_until) with &&
        )
      )`);
    this.addSql(`create index reservations_tenant_rest_idx on reservations (tenant_id, rest_until)`);
    this.addSql(
      `create index reservations_tenant_amount_idx on reservations (tenant_id, amount_paise, rest_until)`,
    );
    this.addSql(`create index reservations_intent_idx on reservations (intent_id, reserved_at desc)`);

    this.addSql(`
      create table devices (
        id text primary key,
        tenant_id text not null references tenants (id),
        name text,
        platform text not null check (platform in ('android', 'ios')),
        token_hash text not null unique,
        created_at bigint not null,
        last_seen_at bigint,
        revoked_at bigint
      )`);
    this.addSql(`create index devices_tenant_idx on devices (tenant_id, created_at desc, id desc)`);

    this.addSql(`
      create table pairing_codes (
        code_hash text primary key,
        tenant_id text not null references tenants (id),
        name text,
        created_at bigint not null,
        expires_at bigint not null,
        used_at bigint
      )`);

    this.addSql(`
      create table credits (
        id text primary key,
        tenant_id text not null references tenants (id),
        rrn text,
        amount_paise integer not null check (amount_paise > 0),
        payer_vpa text,
        payer_name text,
        -- Set when retention nulled the payer details (SPEC §2): they are then null, not absent.
        payer_redacted_at bigint,
        source text not null check (source in ('email', 'device')),
        device_id text references devices (id),
        credited_at bigint,
        received_at bigint not null,
        status text not null check (status in
          ('matched', 'unplaced', 'ambiguous', 'duplicate', 'stale', 'late', 'placed', 'dismissed')),
        note text,
        intent_id text references intents (id),
        delta_paise integer,
        candidates text[] not null default '{}',
        resolved_at bigint,
        dismiss_reason text
      )`);
    this.addSql(
      `create unique index credits_tenant_rrn_uniq on credits (tenant_id, rrn) where rrn is not null`,
    );
    // A credit without its bank reference is known by what the bank said of it (CONTRACT §6).
    this.addSql(`
      create unique index credits_tenant_fingerprint_uniq
        on credits (tenant_id, amount_paise, credited_at, coalesce(payer_vpa, ''))
        where rrn is null and credited_at is not null`);
    this.addSql(`create index credits_tenant_received_idx on credits (tenant_id, received_at desc, id desc)`);
    this.addSql(`create index credits_payer_idx on credits (tenant_id, payer_vpa, amount_paise, credited_at)
      where payer_vpa is not null`);
    this.addSql(`create index credits_parked_retention_idx on credits (received_at)
      where payer_redacted_at is null and status not in ('matched', 'placed')`);

    this.addSql(`
      create table events (
        id text primary key,
        tenant_id text not null references tenants (id),
        kind text not null check (kind in ('payment.confirmed', 'payment.late', 'payment.unplaced',
          'payment.ambiguous', 'payment.duplicate', 'payment.stale', 'intent.expired', 'intent.cancelled')),
        intent_id text references intents (id),
        credit_id text references credits (id),
        -- The exact bytes every attempt sends; rewritten only by retention (SPEC §6).
        payload text not null,
        occurred_at bigint not null,
        redacted_at bigint
      )`);
    this.addSql(`create index events_tenant_idx on events (tenant_id, occurred_at desc)`);
    this.addSql(`create index events_retention_idx on events (occurred_at) where redacted_at is null`);

    this.addSql(`
      create table deliveries (
        id text primary key,
        event_id text not null unique references events (id),
        tenant_id text not null references tenants (id),
        event_kind text not null,
        state text not null default 'pending' check (state in ('pending', 'succeeded', 'failed')),
        attempts integer not null default 0,
        next_attempt_at bigint,
        last_status integer,
        last_error text,
        created_at bigint not null,
        succeeded_at bigint,
        -- Outbox towards Temporal: false until the delivery workflow is known to exist.
        dispatched boolean not null default false
      )`);
    this.addSql(
      `create index deliveries_tenant_idx on deliveries (tenant_id, state, created_at desc, id desc)`,
    );
    this.addSql(`create index deliveries_undispatched_idx on deliveries (created_at) where not dispatched`);

    this.addSql(`
      create table delivery_attempts (
        delivery_id text not null references deliveries (id),
        attempt integer not null,
        replay boolean not null,
        started_at_ms bigint not null,
        duration_ms integer not null,
        status integer,
        error text,
        primary key (delivery_id, attempt)
      )`);

    this.addSql(`
      create table idempotency_keys (
        tenant_id text not null references tenants (id),
        key text not null,
        fingerprint text not null,
        response_status integer not null,
        response_body text not null,
        created_at bigint not null,
        primary key (tenant_id, key)
      )`);

    // Counters of rate-limiter-flexible's PostgreSQL store, shared by every API process. Losing them
    // in a crash only forgets a minute of counts, so their writes skip the commit flush.
    this.addSql(`
      create unlogged table rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      )`);

    this.addSql(`
      create table ops_alerts (
        id bigserial primary key,
        kind text not null,
        tenant_id text,
        message text not null,
        created_at bigint not null
      )`);
  }
}
