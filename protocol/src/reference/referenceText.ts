import type { Endpoint } from '../core/endpoint.ts';

/** The areas of the reference, by the prefix of the endpoint ids (the areas of api.md §2), in reading order. */
export const AREAS: Readonly<Record<string, string>> = {
  AUTH: 'Login and session',
  SYS: 'Board and system',
  TIME: 'Time',
  BAK: 'Save, reboot and configuration',
  UPG: 'Device upgrade',
  DIAG: 'Diagnostics',
  MGMT: 'Management interfaces',
  PORT: 'Switch ports',
  MON: 'Switch ports',
  MAC: 'MAC address tables',
  STORM: 'Storm control',
  MIR: 'Port mirroring',
  LOOP: 'Loop detection',
  LAG: 'Link aggregation',
  LACP: 'Link aggregation',
  PG: 'Port groups',
  ALM: 'Alarms',
  TASK: 'Timed tasks',
  PON: 'PON ports and splitters',
  OPT: 'Optical modules',
  ONU: 'ONUs',
  BAT: 'ONU batch configuration',
  OUP: 'ONU firmware upgrade',
  VLAN: 'VLANs',
  RSTP: 'Spanning tree (RSTP)',
  MSTP: 'Spanning tree (MSTP)',
  IGMP: 'IGMP multicast',
  DHCP: 'DHCP and DHCPv6',
  ROUTE: 'Default routes',
  TR: 'Time ranges',
  ACL: 'ACLs',
  PF: 'Packet filter',
  QOS: 'QoS',
  USER: 'Users',
  AAA: 'Authentication (AAA)',
  SVC: 'Services',
  SACL: 'System access list',
  AUD: 'Audit trail',
  LOG: 'Device log',
};

/** The area of an endpoint; an id whose prefix has none is a mistake the reference test reports. */
export function areaOf(ep: Endpoint): string {
  const area = AREAS[ep.id.split('-')[0] ?? ''];
  if (!area) throw new Error(`${ep.id}: no area of the API reference for this id prefix`);
  return area;
}

/**
 * What the reference says about an endpoint beside its description: id, verb, access and where it comes from;
 * `withId` false leaves the id out (a heading already names it); "" when nothing remains.
 */
export function notesOf(ep: Endpoint, { withId = true, withDescription = false } = {}): string {
  const facts = [
    ...(withId ? [`**${ep.id}**`] : []),
    ...(ep.method === 'POST' ? [ep.verb === null ? 'body without `method`' : `body \`method\`: \`${ep.verb}\``] : []),
    ...(ep.isPublic ? ['public: no session needed'] : []),
    ...(ep.isAddition ? ['**our addition**: real devices of the family do not have it'] : []),
    ...(ep.isAction && ep.method === 'POST' ? ['an empty body is taken too'] : []),
  ];
  return `${facts.join(' · ')}${withDescription ? `: ${ep.description}` : ''}`;
}

/** The introduction of the reference: the conventions every endpoint shares (api.md §1, §8). */
export const INTRODUCTION = `The HTTP API of the EPON OLT family, as this device server answers it. Generated from the
protocol package's definitions (\`npm run docs:api\`); the server also serves it at \`/openapi.json\` and \`/api-docs\`.

- **Envelope.** Every JSON answer is \`{ "code", "message", "data"? }\` with HTTP 200: \`code\` 1 success, 0 no valid
  session, -1 session timed out, 2 refused (the message starts with \`error\`). Bad input changes nothing.
- **Session.** \`POST /userlogin?form=login\` answers the token in the \`X-Token\` response header (spelt exactly so);
  send it back as the \`X-Token\` request header. The same token works over HTTP and HTTPS.
- **Selectors.** Many endpoints share a path and differ by \`?form=\`, \`?info=\` or \`?type=\`: the path keys of this
  document carry that selector, so each key is the URL a client calls. Writes are POSTs with the body
  \`{ "method": "<verb>", "param": { … } }\`; endpoints that differ only by the verb are one operation here.
- **Lenient input.** Wherever an integer is expected, in the query or in \`param\`, its decimal text is taken too
  (\`"1"\` for 1; never \`""\`, blanks, \`"1.5"\`, \`"0x10"\` or \`"1e3"\`); answers always carry numbers. A body is read
  as JSON whatever its Content-Type (uploads stay multipart). Unknown query parameters (cache-busters) are ignored.
- **Actions.** The GETs that act (save, reboot, …) are also answered as a POST with \`{"method":"set","param":{}}\` or
  an empty body.
- **Additions.** Endpoints marked *our addition* (\`x-addition\`) are this server's own; the rest is the family's API.
- **Live pushes** come over the websocket \`/ws\` (docs/api.md, "WebSocket").`;
