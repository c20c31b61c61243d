import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * A client's address in the one form that limits, sign-in throttling and audit rows count by: an
 * IPv4 address as it is (also when it arrives wrapped as IPv6, `::ffff:a.b.c.d`), an IPv6 address
 * as the first address of its /64, since one household or phone is handed a whole /64 and could
 * otherwise step past every limit by changing its last bits.
 */
export function normalizeIP(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/64`).startAddress().correctForm();
}
