/** IPv4 and IPv6 arithmetic for the management plane: subnets, prefixes, and the client addresses of requests. */

/** An IPv4 address as a 32-bit number; null when the text is not a dotted quad. */
export function ipv4ToNumber(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((acc, p) => acc * 256 + Number(p), 0);
}

/** The prefix length of a netmask (255.255.255.0 → 24). */
export function maskBits(mask: string): number {
  const n = ipv4ToNumber(mask) ?? 0;
  let bits = 0;
  for (let bit = 31; bit >= 0 && Math.floor(n / 2 ** bit) % 2 === 1; bit--) bits++;
  return bits;
}

/** Whether two IPv4 addresses share their first `bits` bits. */
export function sameIpv4Prefix(a: number, b: number, bits: number): boolean {
  if (bits <= 0) return true;
  const size = 2 ** (32 - bits);
  return Math.floor(a / size) === Math.floor(b / size);
}

/** The network and broadcast address of an address in its subnet; a /31 or /32 has neither. */
export function isNetworkOrBroadcast(address: string, mask: string): boolean {
  const bits = maskBits(mask);
  if (bits >= 31) return false;
  const n = ipv4ToNumber(address) ?? 0;
  const hostPart = n % 2 ** (32 - bits);
  return hostPart === 0 || hostPart === 2 ** (32 - bits) - 1;
}

/** An IPv6 address (an optional `/prefix` ignored) as a 128-bit number; null when it does not parse. */
function ipv6ToBigInt(text: string): bigint | null {
  const address = text.split('/')[0] ?? '';
  let head = address;
  let tail = '';
  const gap = address.indexOf('::');
  if (gap >= 0) {
    head = address.slice(0, gap);
    tail = address.slice(gap + 2);
  }
  const groupsOf = (part: string): string[] | null => {
    if (part === '') return [];
    const groups = part.split(':');
    const last = groups.at(-1) ?? '';
    // an embedded IPv4 tail (::ffff:10.0.0.1) is two groups
    if (last.includes('.')) {
      const v4 = ipv4ToNumber(last);
      if (v4 === null) return null;
      groups.splice(-1, 1, Math.floor(v4 / 65536).toString(16), (v4 % 65536).toString(16));
    }
    return groups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g)) ? groups : null;
  };
  const left = groupsOf(head);
  const right = groupsOf(tail);
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if ((gap >= 0 && missing < 1) || (gap < 0 && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(gap >= 0 ? missing : 0).fill('0'), ...right];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(Number.parseInt(g, 16)), 0n);
}

/** Whether two IPv6 addresses share their first `bits` bits. */
function sameIpv6Prefix(a: bigint, b: bigint, bits: number): boolean {
  if (bits <= 0) return true;
  const shift = BigInt(128 - Math.min(128, bits));
  return a >> shift === b >> shift;
}

/** A client address as the device compares it: an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) becomes IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether `address` lies in `hostip` (an address with an optional prefix, IPv4 or IPv6). */
export function addressIn(address: string, hostip: string): boolean {
  const [base = '', prefix] = hostip.split('/');
  const client = plainAddress(address);
  const v4 = ipv4ToNumber(base);
  if (v4 !== null) {
    const c = ipv4ToNumber(client);
    return c !== null && sameIpv4Prefix(c, v4, prefix === undefined ? 32 : Number(prefix));
  }
  const v6 = ipv6ToBigInt(base);
  const c6 = ipv6ToBigInt(client);
  return v6 !== null && c6 !== null && sameIpv6Prefix(c6, v6, prefix === undefined ? 128 : Number(prefix));
}

/** An IPv6 address with its prefix, in one spelling (lower case, `/64` when none was given). */
export function withPrefix(ipv6: string): string {
  return ipv6.includes('/') ? ipv6.toLowerCase() : `${ipv6.toLowerCase()}/64`;
}

/** `fe80::` plus the modified EUI-64 of the MAC (RFC 4291), as a device derives its link-local address. */
export function linkLocal(mac: string): string {
  const b = mac.split(':').map((h) => Number.parseInt(h, 16));
  const eui = [(b[0] ?? 0) ^ 0x02, b[1] ?? 0, b[2] ?? 0, 0xff, 0xfe, b[3] ?? 0, b[4] ?? 0, b[5] ?? 0];
  const groups = [0, 2, 4, 6].map((i) => (((eui[i] ?? 0) << 8) | (eui[i + 1] ?? 0)).toString(16));
  return `fe80::${groups.join(':')}/64`;
}
