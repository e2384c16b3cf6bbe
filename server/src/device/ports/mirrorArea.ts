import { z } from 'zod';
import {
  ALARM_WORDS,
  MIRROR_TYPE,
  REFUSAL_WORDS,
  settingWord,
  wordsText,
  type MirrorRow,
  type MirrorSession,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortTable } from './portTable.ts';
import type { CarryObserver, FlowDirection } from './traffic.ts';

const int = z.number().int();
const StoredSession = z.strictObject({ src_port: int, dst_port: int, type: int });
export const mirrorSections = sections({ mirror: { schema: z.array(StoredSession) } });
type MirrorConfig = { mirror: z.output<typeof StoredSession>[] };

interface Session {
  dst: number;
  type: number;
}

/** Where mirroring meets the ports' traffic: what every port carries, and copies sent out of a destination. */
export interface MirrorPorts {
  addCarryObserver(observer: CarryObserver): void;
  sendCopies(portId: number, bytes: number, frames: number): void;
}

const copies = (type: number, direction: FlowDirection): boolean =>
  type === MIRROR_TYPE.both || type === (direction === 'rx' ? MIRROR_TYPE.ingress : MIRROR_TYPE.egress);

/**
 * Port mirroring (MIR-01…04): a source port's received and/or sent frames are copied out of an uplink destination,
 * so the destination's transmit counters and outbound rate grow by what the sources carry in those directions. A
 * destination is never a source too, or copies would be copied again.
 */
export class MirrorArea implements Area<MirrorConfig> {
  readonly name = 'mirror';
  readonly sections = mirrorSections;
  private readonly sessions = new Map<number, Session>();

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly ports: MirrorPorts,
  ) {
    ports.addCarryObserver((portId, direction, bytes, frames) => {
      const s = this.sessions.get(portId);
      if (s && frames > 0 && copies(s.type, direction)) this.ports.sendCopies(s.dst, bytes, frames);
    });
  }

  /** MIR-01: every port, unmirrored ones with destination 0 and type 0. */
  all(): MirrorRow[] {
    return this.table.ids().map((id) => {
      const s = this.sessions.get(id);
      return { port_id: id, dst_port: s?.dst ?? 0, type: s?.type ?? MIRROR_TYPE.none };
    });
  }

  /** MIR-04. */
  one(srcPort: number): MirrorSession {
    this.requirePort(srcPort);
    const s = this.sessions.get(srcPort);
    return { src_port: srcPort, dst_port: s?.dst ?? 0, type: s?.type ?? MIRROR_TYPE.none };
  }

  /** MIR-02. */
  set(srcPort: number, dstPort: number, type: number): void {
    this.k.write(() => {
      this.checkSession(srcPort, dstPort, type, (p) => this.sessions.get(p));
      this.sessions.set(srcPort, { dst: dstPort, type });
      this.k.journal.section('mirror');
      const names = { source: this.table.name(srcPort), destination: this.table.name(dstPort) };
      this.k.alarms.log(wordsText(ALARM_WORDS.mirrorSet, { ...names, mirrorType: settingWord('mirrorType', type) }));
    });
  }

  /** MIR-03; a port that is not mirrored is refused, so a stale screen learns it. */
  /** Whether a source port is mirrored now. */
  isMirrored(srcPort: number): boolean {
    return this.sessions.has(srcPort);
  }

  clear(srcPort: number): void {
    this.k.write(() => {
      this.requirePort(srcPort);
      if (!this.sessions.has(srcPort))
        refuse(wordsText(REFUSAL_WORDS.mirrorNotSet, { port: this.table.name(srcPort) }));
      this.sessions.delete(srcPort);
      this.k.journal.section('mirror');
      this.k.alarms.log(wordsText(ALARM_WORDS.mirrorStopped, { port: this.table.name(srcPort) }));
    });
  }

  exportSection(): MirrorConfig['mirror'] {
    return [...this.sessions.entries()]
      .map(([src_port, s]) => ({ src_port, dst_port: s.dst, type: s.type }))
      .sort((a, b) => a.src_port - b.src_port);
  }

  check(config: MirrorConfig): void {
    const stored = new Map(config.mirror.map((m) => [m.src_port, { dst: m.dst_port, type: m.type }]));
    if (stored.size !== config.mirror.length) refuse('a port has two mirror sessions');
    for (const m of config.mirror) this.checkSession(m.src_port, m.dst_port, m.type, (p) => stored.get(p));
  }

  load(config: MirrorConfig): void {
    this.sessions.clear();
    for (const m of config.mirror) this.sessions.set(m.src_port, { dst: m.dst_port, type: m.type });
  }

  /** `sessionOf` answers the sessions as they are, or as a configuration being loaded stores them. */
  private checkSession(src: number, dst: number, type: number, sessionOf: (port: number) => Session | undefined): void {
    this.requirePort(src);
    this.requirePort(dst);
    if (type < MIRROR_TYPE.ingress || type > MIRROR_TYPE.both) refuse(REFUSAL_WORDS.mirrorType);
    if (!this.table.isUplink(dst)) refuse(wordsText(REFUSAL_WORDS.mirrorToUplink, { port: this.table.name(dst) }));
    if (src === dst) refuse(wordsText(REFUSAL_WORDS.mirrorToItself, { port: this.table.name(dst) }));
    if (sessionOf(dst)) refuse(wordsText(REFUSAL_WORDS.mirrorDestinationIsSource, { port: this.table.name(dst) }));
    for (const id of this.table.ids()) {
      if (id !== src && sessionOf(id)?.dst === src)
        refuse(
          wordsText(REFUSAL_WORDS.mirrorSourceIsDestination, {
            port: this.table.name(src),
            source: this.table.name(id),
          }),
        );
    }
  }

  private requirePort(portId: number): void {
    if (!this.table.has(portId)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: portId }));
  }
}
