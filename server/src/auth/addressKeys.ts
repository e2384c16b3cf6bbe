import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** An IPv4 address, also when written IPv4-mapped (`::ffff:192.0.2.1`), or null. */
function ipv4Of(address: string): string | null {
  const plain = address.replace(/^::ffff:/i, '');
  return isIP(plain) === 4 ? plain : null;
}

/**
 * What counts as one client: an IPv4 address, or the /64 of an IPv6 address (one host may use all of its /64, so
 * counting its addresses one by one would let it multiply itself).
 */
export function clientKey(address: string): string {
  const v4 = ipv4Of(address);
  if (v4) return v4;
  const groups = ipv6Groups(address.split('%')[0] ?? '');
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`
    : address;
}

/** The network a client belongs to, for limits shared by its neighbours: an IPv4 /24, an IPv6 /48. */
export function networkKey(address: string): string {
  const v4 = ipv4Of(address);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(address.split('%')[0] ?? '');
  return groups
    ? `${groups
        .slice(0, 3)
        .map((g) => g.toString(16))
        .join(':')}::/48`
    : address;
}
