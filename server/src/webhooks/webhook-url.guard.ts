import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const WEBHOOK_URL_MAX = 2048;

/** Why a webhook URL is refused, in Dutch (shown to the admin). */
export class RefusedWebhookUrl extends Error {}

/**
 * Whether an address may receive webhooks: only public unicast addresses, so a webhook cannot be
 * aimed at the server itself, its database or the internal network (SSRF). ipaddr.js's range
 * names cover loopback, private, link-local (cloud metadata), unique-local, carrier-grade NAT,
 * multicast and the reserved blocks; an IPv4-mapped IPv6 address is judged as the IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Checks the form of a webhook URL (http or https, a host, no credentials) and a literal address. */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedWebhookUrl('is geen geldige URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RefusedWebhookUrl('moet met http:// of https:// beginnen');
  if (url.username || url.password) throw new RefusedWebhookUrl('mag geen gebruikersnaam of wachtwoord bevatten');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (ipaddr.isValid(host) && !isPublicAddress(host)))) {
    throw new RefusedWebhookUrl('wijst naar een intern of privé adres');
  }
  return url;
}

/**
 * A DNS lookup for the HTTP request that refuses private addresses: the address checked is the one
 * connected to, so a name that resolves to a public address at creation and to 127.0.0.1 at delivery
 * (DNS rebinding) is refused too.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => isPublicAddress(entry.address));
      if (allowed.length === 0) {
        return callback(Object.assign(new Error(`${hostname} wijst naar een intern of privé adres`), { code: 'EPRIVATE' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
