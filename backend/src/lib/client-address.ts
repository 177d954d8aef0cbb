import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What per-IP limits count by: an IPv4 address as it is, an IPv6 address by its /64
 * (`2001:db8:1:2::/64`). One subscriber, one home or one phone gets a whole /64 and can pick any
 * of its 2⁶⁴ addresses, so counting single IPv6 addresses would count nothing. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`, from a dual-stack socket) is the IPv4 address.
 */
export function ipLimitKey(ip: string): string {
  if (isIP(ip) === 0) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([...parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}

/**
 * The groups per-IP limits count by: `ip` as `ipLimitKey`, and for IPv6 also the /56 and /48 the
 * /64 belongs to (null for IPv4). One customer or site commonly holds a /48 or /56, i.e. 65,536 or
 * 256 /64s, so counting only /64s would let one network walk past every per-IP limit.
 */
export function ipLimitGroups(ip: string): { ip: string; ip56: string | null; ip48: string | null } {
  const key = ipLimitKey(ip);
  if (!key.endsWith('/64')) return { ip: key, ip56: null, ip48: null };
  const [a = 0, b = 0, c = 0, d = 0] = (ipaddr.parse(key.slice(0, -'/64'.length)) as ipaddr.IPv6).parts;
  const prefix = (fourth: number, bits: number) => `${new ipaddr.IPv6([a, b, c, fourth, 0, 0, 0, 0]).toRFC5952String()}/${bits}`;
  return { ip: key, ip56: prefix(d & 0xff00, 56), ip48: prefix(0, 48) };
}

/** Names `@fastify/proxy-addr` knows for common ranges (loopback: 127.0.0.1/8 and ::1). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` as Fastify takes it: `false` (no proxy), a hop count (the client is that many
 * proxies back in X-Forwarded-For), or the proxies' addresses/CIDRs. Never `true`: that believes
 * any X-Forwarded-For, so a client could name any address it likes and walk past per-IP limits.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSED =
  'true would believe any X-Forwarded-For (every client could pick its own address); give the number of proxies in front of the backend (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16 or loopback)';

/** The parsed value, or the problem with it. */
export function parseTrustProxy(text: string): { value: TrustProxy } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === 'true') return { problem: TRUST_PROXY_TRUE_REFUSED };
  if (trimmed === 'false') return { value: false };
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= 10 ? { value: hops === 0 ? false : hops } : { problem: 'a hop count must be at most 10' };
  }
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return {
      problem: `must be false, a hop count or comma-separated proxy addresses/CIDRs (or loopback, linklocal, uniquelocal)${invalid.length > 0 ? `; not an address: ${invalid.join(', ')}` : ''}`,
    };
  }
  return { value: entries };
}

/**
 * The value Fastify's options take. Fastify handles a hop count at run time but its types lack
 * it, so a count becomes the function Fastify would build from it: trust the first `hops` hops.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
