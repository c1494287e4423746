// Where a tenant's webhooks may go (CONTRACT §8): https, no credentials in the URL, and never a
// private, loopback or link-local address: checked when the URL is saved and again on every
// connection, with the very addresses the connection uses, so DNS rebinding gains nothing.
// WEBHOOK_ALLOW_PRIVATE (local development and tests only) lifts the https and address rules.
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalidRequest } from '../domain/errors.js';
import type { HostResolver, ResolvedAddress } from '../dns.js';

/**
 * The IPv4 address an IPv6 spelling carries, when it carries one (CONTRACT §8): IPv4-mapped
 * (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`, which URL parsing turns into `::7f00:1`), NAT64
 * (`64:ff9b::/96`) and 6to4 (`2002:AABB:CCDD::/48`). Such an address is judged by its IPv4 address.
 */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const w = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (zeros(0, 6) && (w[6] !== 0 || (w[7] ?? 0) > 1)) return v4(w[6] as number, w[7] as number);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4(w[6] as number, w[7] as number);
  if (w[0] === 0x2002) return v4(w[1] as number, w[2] as number);
  return undefined;
}

/**
 * Only globally routable unicast addresses are public; every other range ipaddr.js names is not,
 * and an IPv6 address carrying an IPv4 one is public only if that IPv4 address is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried) return carried.range() === 'unicast';
  // The rest of ::/96 (the unspecified and loopback addresses) and every named range is not public.
  return v6.range() === 'unicast';
}

export class RefusedTarget extends Error {
  readonly code = 'EREFUSEDTARGET';
}

export class WebhookTargets {
  constructor(
    private readonly resolver: HostResolver,
    private readonly allowPrivate: boolean,
  ) {}

  /** Validates a URL being saved; answers the URL to store, or throws a 400 naming the problem. */
  async checkOnSave(raw: string): Promise<string> {
    const bad = (issue: string): never => {
      throw invalidRequest('The webhook URL cannot be used.', [{ path: 'webhook_url', issue }]);
    };
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return bad('must be an absolute URL');
    }
    if (url.protocol !== 'https:' && !(this.allowPrivate && url.protocol === 'http:')) {
      bad(
        'must use https (for a receiver on your own machine, start the service with WEBHOOK_ALLOW_PRIVATE=true)',
      );
    }
    if (url.username || url.password) bad('must not carry credentials');
    if (url.hash) bad('must not carry a fragment');
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.addressesOf(url.hostname);
    } catch {
      return bad('the host name does not resolve');
    }
    if (!this.allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
      bad(
        'must not resolve to a private, loopback or link-local address (for a receiver on your own machine, start the service with WEBHOOK_ALLOW_PRIVATE=true)',
      );
    }
    return url.toString();
  }

  private async addressesOf(hostname: string): Promise<ResolvedAddress[]> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const family = net.isIP(bare);
    if (family !== 0) return [{ address: bare, family: family === 6 ? 6 : 4 }];
    return this.resolver.resolve(bare);
  }

  /**
   * The `lookup` a sending socket uses: it resolves through our resolver and refuses the connection
   * if any answer is not public, so the address checked is the address connected to.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    this.addressesOf(hostname).then(
      (found) => {
        const refused = !this.allowPrivate && found.some((a) => !isPublicAddress(a.address));
        if (refused) {
          callback(new RefusedTarget(`${hostname} resolves to a non-public address`), '', 4);
          return;
        }
        const wanted =
          options.family === 4 || options.family === 6
            ? found.filter((a) => a.family === options.family)
            : found;
        if (options.all) {
          (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, wanted);
        } else {
          const first = wanted[0];
          if (!first)
            callback(
              Object.assign(new Error(`${hostname} has no usable address`), { code: 'ENOTFOUND' }),
              '',
              4,
            );
          else callback(null, first.address, first.family);
        }
      },
      (err: Error) => callback(err, '', 4),
    );
  };

  /** Connecting to an IP literal skips `lookup`, so those are checked before sending. */
  assertLiteralAllowed(url: URL): void {
    const bare = url.hostname.replace(/^\[|\]$/g, '');
    if (!this.allowPrivate && net.isIP(bare) !== 0 && !isPublicAddress(bare)) {
      throw new RefusedTarget(`${bare} is not a public address`);
    }
  }
}
