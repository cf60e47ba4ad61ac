import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { rootCertificates } from 'node:tls';

/**
 * The push services browsers subscribe with: Chrome, Edge's Chromium and Android (FCM), Firefox
 * (Mozilla autopush), Safari (Apple) and Windows (WNS). A subscription naming any other host is
 * refused: the alert job would otherwise connect wherever a stranger pointed it.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** A test's stand-in push service: its origin alone is let through (it listens on loopback). */
export type PushStandIn = { origin: string; ca: string };

export function isPushServiceEndpoint(endpoint: string, standIn: PushStandIn | null): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (standIn && url.origin === standIn.origin) return true;
  if (url.port && url.port !== '443') return false;
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** Loopback, private, shared, link-local (cloud metadata), multicast and reserved ranges. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127], // :: and ::1
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::, 6to4 2002::). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const [, high, low] = hex ?? sixToFour ?? [];
  if (!high || !low) return null;
  const value = (Number.parseInt(high, 16) << 16) | Number.parseInt(low, 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

/** Whether a server-side request must never go to `address` (an IP literal). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(bare);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that fails when a name resolves to any private address (checked after DNS). */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = Object.assign(
        new Error(`${hostname} resolves to a private address (${refused?.address ?? 'none'})`),
        { code: 'EPRIVATE' },
      );
      return callback(reason, []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/**
 * The agent every push goes out through: its connections are looked up with publicOnlyLookup.
 * An IP literal is never looked up, so `allowedEndpoint` checks those before sending.
 */
export function createPushAgent(standIn: PushStandIn | null): Agent {
  return new Agent({
    lookup: publicOnlyLookup as never,
    ...(standIn ? { ca: [...rootCertificates, standIn.ca] } : {}),
  });
}

/** A stored subscription may be sent to: a push service's host that is no private IP literal. */
export function allowedEndpoint(endpoint: string, standIn: PushStandIn | null): boolean {
  if (!isPushServiceEndpoint(endpoint, standIn)) return false;
  const url = new URL(endpoint);
  if (standIn && url.origin === standIn.origin) return true;
  return !isIP(url.hostname.replace(/^\[|\]$/g, '')) || !isPrivateAddress(url.hostname);
}
