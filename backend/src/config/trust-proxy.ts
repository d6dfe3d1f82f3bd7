import { isIP } from 'net';

/**
 * What Fastify's `trustProxy` is given: `false` (no proxy), a hop count, or the
 * addresses/CIDRs of the proxies in front (docs/accounts.md, "Client address").
 * `true` means one hop: trusting every hop would hand the client the left-most
 * `X-Forwarded-For` entry, which the client itself writes.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, accepted as Fastify accepts them. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses the raw variable; a string naming the problem when it cannot be read. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const text = (raw ?? '').trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'a hop count must be at most 10' };
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyEntry(e));
  if (bad.length) return { error: `must be false, true, a hop count, or a comma list of proxy addresses/CIDRs (not ${bad.join(', ')})` };
  return entries;
}
