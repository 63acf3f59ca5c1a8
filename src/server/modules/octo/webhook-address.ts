// Where a reseller's webhook may point (decision 158): the public internet only. A webhook URL is the
// reseller's to choose, and the server calls it: without this guard a reseller could make the server
// call its own network (loopback, private ranges, link-local and the cloud metadata address at
// 169.254.169.254, CGNAT, multicast). The URL's literal address is refused when it is saved; at
// delivery every address its host resolves to is checked, and the connection goes to the checked one.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (carrier-grade NAT; also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind the translator
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS's IPv6 metadata fd00:ec2::254 among them)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d, also in hex), or null. */
function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (v4 or v6) is on the public internet; anything else is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const mapped = mappedIpv4(bare);
  if (mapped) return isPublicAddress(mapped);
  return !blocked.check(bare, 'ipv6');
}

/** Host names that are the server's own network whatever they resolve to. */
const isLocalName = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  host.endsWith('.local') ||
  host.endsWith('.internal') ||
  host === 'metadata' ||
  !host.includes('.');

/**
 * Why a webhook URL is refused when it is saved, or null: its host is a literal address off the
 * public internet, or a name of the local network (localhost, *.local, *.internal, a bare name).
 * A name that resolves to such an address is refused at delivery (postToWebhook).
 */
export function webhookUrlProblem(url: string): 'private-address' | null {
  const host = new URL(url).hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (net.isIP(host)) return isPublicAddress(host) ? null : 'private-address';
  return isLocalName(host) ? 'private-address' : null;
}

export class WebhookAddressRefused extends Error {
  constructor(readonly address: string) {
    super(`The webhook's address ${address} is not on the public internet: not called`);
  }
}

type LookupAnswer = dns.LookupAddress[];

/** dns.lookup that fails when any address of the host is off the public internet (also the image proxy's). */
export function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: Error | null, address: string | LookupAnswer, family?: number) => void,
) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses: LookupAnswer) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new WebhookAddressRefused(refused.address), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    return callback(null, first.address, first.family);
  });
}

/**
 * POSTs a body to a reseller's webhook and answers the status. Unless private targets are allowed
 * (tests, or OCTO_WEBHOOKS_ALLOW_PRIVATE), a literal address off the public internet is refused,
 * and a host name is resolved by a lookup that refuses it when any of its addresses is: the socket
 * connects to an address that was checked (no second resolution to rebind).
 */
export function postToWebhook(
  url: string,
  input: {
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    allowPrivate: boolean;
  },
): Promise<number> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!input.allowPrivate && net.isIP(host) && !isPublicAddress(host))
    return Promise.reject(new WebhookAddressRefused(host));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...input.headers, 'content-length': Buffer.byteLength(input.body) },
        signal: AbortSignal.timeout(input.timeoutMs),
        ...(input.allowPrivate ? {} : { lookup: guardedLookup as typeof dns.lookup }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(input.body);
  });
}
