// Name resolution. DNS_SERVERS (CONTRACT §11) points every lookup of ours, DKIM keys and webhook
// hosts alike, at chosen servers; unset, the system resolver answers.
import dns from 'node:dns';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface HostResolver {
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  /** The resolver as DNS TXT lookups need it (DKIM keys). */
  resolveTxt(name: string): Promise<string[][]>;
}

export function createResolver(servers: string[]): HostResolver {
  if (servers.length === 0) {
    return {
      resolve: async (hostname) =>
        (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({
          address: a.address,
          family: a.family === 6 ? 6 : 4,
        })),
      resolveTxt: (name) => dns.promises.resolveTxt(name),
    };
  }
  const resolver = new dns.promises.Resolver({ timeout: 3000, tries: 2 });
  resolver.setServers(servers);
  return {
    resolve: async (hostname) => {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const found: ResolvedAddress[] = [
        ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
        ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
      ];
      if (found.length === 0) {
        throw Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' });
      }
      return found;
    },
    resolveTxt: (name) => resolver.resolveTxt(name),
  };
}
