import {
  ALARM_WORDS,
  AUTH_MODES,
  onuLabel,
  wordsText,
  type Dhcpv6BindingPage,
  type Dhcpv6Global,
  type MacWhereHit,
} from '@olt/protocol';
import type { Area } from '../area.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { hash32, Random } from '../kernel/random.ts';
import type { MacArea } from '../mac/macArea.ts';
import type { Onu } from '../onus/onuModel.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { PonArea } from '../pon/ponArea.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { leaseText } from './dhcpClients.ts';
import {
  dhcpv6ClientMac,
  newClient,
  nextMessage,
  reattach,
  receive,
  runsDhcpv6,
  type Dhcpv6Client,
} from './dhcpv6Clients.ts';
import type { RelayForward, RelayReply } from './dhcpv6Messages.ts';
import {
  Dhcpv6Bindings,
  relayForward,
  secondsLeft,
  type Binding6,
  type BindingAsk,
  type V6Where,
} from './dhcpv6Relay.ts';
import { dhcpv6ReplyS, Dhcpv6Server } from './dhcpv6Server.ts';

/**
 * After this long offline a client behind an ONU counts as gone (the subscriber switched the HGU or the router off):
 * the device releases its bindings, and the client, back one day, solicits afresh.
 */
export const RELEASE_AFTER_OFFLINE_MS = 10 * 60_000;

/** A relayed message on its way: the answer and when it comes down, with what the relay sent and for whom. */
interface InFlight {
  atMs: number;
  mac: string;
  where: V6Where;
  sent: RelayForward;
  reply: RelayReply;
}

/**
 * DHCPv6 (DHCP-24…27, our DHCP-X2): the OLT as a Lightweight DHCPv6 Relay Agent (RFC 6221). The clients behind
 * some ONUs (runsDhcpv6) solicit, request, renew at T1 and rebind at T2 an address (IA_NA) and, for routers, a
 * prefix (IA_PD). With DHCPv6 on the device wraps each of their messages in a Relay-Forward, with option 18
 * (interface ID: the PON/ONU) and option 37 (remote ID: the ONU's LOID or MAC) when they are on, to the operator's
 * server, which leases from 2001:db8:<vlan>::/48; it records each Reply it passes down as a binding. With DHCPv6 off
 * it relays nothing: clients keep soliciting without an answer, renewals fail and bindings run out on the device
 * clock. A client whose ONU stays offline long is released.
 */
export class Dhcpv6Area implements Area {
  readonly name = 'dhcpv6';
  private readonly clientMacs = new WeakMap<Onu, { onuMac: string; client: string | null }>();
  private readonly clients = new Map<string, Dhcpv6Client>();
  private readonly bindings = new Dhcpv6Bindings();
  /** outside the OLT: it keeps its leases across the OLT's reboots */
  private readonly server = new Dhcpv6Server();
  private inFlight: InFlight[] = [];
  /** its own sequence, so adding it shifted no other area's draws */
  private readonly random: Random;
  private relayed = 0;
  private dropped = 0;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly onus: OnusArea,
    private readonly vlan: VlanArea,
    private readonly pon: PonArea,
    private readonly chassis: ChassisArea,
    mac: MacArea,
    private readonly switches: () => Dhcpv6Global,
  ) {
    this.random = new Random((k.options.seed ^ hash32('dhcpv6')) >>> 0);
    mac.addWhereSource(
      'dhcpv6',
      (part) => this.bindings.withMac(part).map((b) => this.hit(b)),
      (ip) => this.bindings.holding(ip).map((b) => this.hit(b)),
    );
  }

  /** DHCP-X2. */
  bindingPage(ask: BindingAsk): Dhcpv6BindingPage {
    return this.bindings.page(ask, this.chassis.clock.now());
  }

  /** Messages relayed and dropped (DHCPv6 off), and the clients there are (tests, the simulation's story). */
  usage(): { relayed: number; dropped: number; clients: number; bindings: number } {
    const { relayed, dropped } = this;
    return { relayed, dropped, clients: this.clients.size, bindings: this.bindings.size };
  }

  reboot(): void {
    // the relay's table and what was in flight are the OLT's memory; the clients and the server are not
    this.bindings.clear();
    this.inFlight = [];
    this.relayed = 0;
    this.dropped = 0;
  }

  step(simMs: number): void {
    const now = this.chassis.clock.now();
    this.deliver(simMs, now);
    for (const b of this.bindings.expire(now)) this.k.alarms.trace(this.words(ALARM_WORDS.dhcpv6Expired, b), now);
    const sw = this.switches();
    const seen = new Set<string>();
    for (const onu of this.onus.all()) {
      if (onu.status !== 'Online') continue;
      const mac = this.clientOf(onu);
      if (mac === null) continue;
      seen.add(mac);
      let c = this.clients.get(mac);
      if (!c) {
        c = newClient(onu, simMs, this.random);
        this.clients.set(mac, c);
      } else if (c.offlineSinceMs !== null) {
        c.offlineSinceMs = null;
        reattach(c, simMs, this.random);
      }
      const message = nextMessage(c, simMs, now, this.random);
      if (!message) continue;
      // the device takes the PON side's DHCPv6 only into its relay: off, the message goes nowhere
      if (sw.dhcpv6_admin !== 1) {
        this.dropped++;
        continue;
      }
      const where = this.whereOf(onu);
      const sent = relayForward(message, c, where, sw);
      this.relayed++;
      this.inFlight.push({
        atMs: simMs + dhcpv6ReplyS(where.vlanId) * 1_000,
        mac,
        where,
        sent,
        reply: this.server.answer(sent, where.vlanId),
      });
    }
    this.forgetAway(seen, simMs, now);
  }

  /**
   * The MAC of the DHCPv6 client behind an ONU, or null when it has none: worked out once per ONU, since every second
   * looks at every ONU and hashing and listing its hosts each time cost the simulation of a day half as much again.
   */
  private clientOf(onu: Onu): string | null {
    const known = this.clientMacs.get(onu);
    if (known && known.onuMac === onu.mac) return known.client;
    const client = runsDhcpv6(onu) ? dhcpv6ClientMac(onu) : null;
    this.clientMacs.set(onu, { onuMac: onu.mac, client });
    return client;
  }

  /** The answers due come down to their clients; one whose ONU went offline meanwhile is lost. */
  private deliver(simMs: number, now: number): void {
    const due = this.inFlight.filter((f) => f.atMs <= simMs);
    if (due.length === 0) return;
    this.inFlight = this.inFlight.filter((f) => f.atMs > simMs);
    for (const f of due) {
      const c = this.clients.get(f.mac);
      if (!c || c.offlineSinceMs !== null) continue;
      const m = f.reply.message;
      const isCommitted = m.type === 'Reply' && m.xid === c.xid && c.phase !== 'Bound' && c.phase !== 'Solicit';
      receive(c, m, simMs, now, this.random);
      if (!isCommitted) continue;
      for (const b of this.bindings.record(m, f.sent, c, f.where, now))
        this.k.alarms.trace(this.words(b.iaType === 'na' ? ALARM_WORDS.dhcpv6Lease : ALARM_WORDS.dhcpv6Prefix, b), now);
    }
  }

  /** Clients whose ONU is offline or gone: after RELEASE_AFTER_OFFLINE_MS they and their bindings are released. */
  private forgetAway(seen: ReadonlySet<string>, simMs: number, now: number): void {
    for (const [mac, c] of this.clients) {
      if (seen.has(mac)) continue;
      c.offlineSinceMs ??= simMs;
      if (simMs - c.offlineSinceMs < RELEASE_AFTER_OFFLINE_MS) continue;
      this.clients.delete(mac);
      const gone = this.bindings.release(mac);
      const first = gone[0];
      if (first)
        this.k.alarms.trace(
          wordsText(ALARM_WORDS.dhcpv6Released, {
            mac,
            onu: onuLabel(first.portId, first.onuId),
            minutes: Math.round(RELEASE_AFTER_OFFLINE_MS / 60_000),
          }),
          now,
        );
    }
  }

  private whereOf(onu: Onu): V6Where {
    const usesLoid = this.pon.setting(onu.portId).auth_mode !== AUTH_MODES.mac;
    return {
      portId: onu.portId,
      onuId: onu.onuId,
      ponName: this.table.name(onu.portId),
      vlanId: this.vlan.pvidOf(onu.portId),
      onuIdentity: usesLoid && onu.hw.loid !== '' ? onu.hw.loid : onu.mac,
    };
  }

  private words(template: string, b: Binding6): string {
    return wordsText(template, { address: b.value, mac: b.mac, onu: onuLabel(b.portId, b.onuId) });
  }

  private hit(b: Binding6): MacWhereHit {
    return {
      source: 'dhcpv6',
      macaddr: b.mac,
      ip: b.value,
      port_id: b.portId,
      onu_id: b.onuId,
      vlan_id: b.vlanId,
      name: `lease ${leaseText(secondsLeft(b.validUntilMs, this.chassis.clock.now()))}`,
    };
  }
}
