import { z } from 'zod';
import {
  LINK_TYPE_WRITE,
  RSTP_BRIDGE_FLAGS as BF,
  RSTP_MODES,
  RSTP_PORT_FLAGS as PF,
  stpTimerProblem,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

const int = z.number().int();
export const RstpPortConfig = z.strictObject({
  port_id: int,
  priority: int,
  /** 0 = by speed */
  path_cost: int,
  edge: int,
  link_type: z.enum(LINK_TYPE_WRITE),
});
export type RstpPortConfig = z.output<typeof RstpPortConfig>;
export const RstpConfig = z.strictObject({
  status: int,
  rstp_mode: int,
  priority: int,
  max_age: int,
  hello_time: int,
  forward_delay: int,
  hold_count: int,
  ports: z.array(RstpPortConfig),
});
export type RstpConfig = z.output<typeof RstpConfig>;

export const factoryRstp = (uplinks: readonly number[]): RstpConfig => ({
  status: 1,
  rstp_mode: RSTP_MODES.rstp,
  priority: 32768,
  max_age: 20,
  hello_time: 2,
  forward_delay: 15,
  hold_count: 6,
  ports: uplinks.map((port_id) => ({ port_id, priority: 128, path_cost: 0, edge: 0, link_type: 'auto' })),
});

/** RSTP-03 as the device reads it. */
export interface RstpBridgeChange {
  flags: number;
  status?: number | undefined;
  rstp_mode?: number | undefined;
  rb_priority?: number | undefined;
  max_age?: number | undefined;
  hello_time?: number | undefined;
  forward_delay?: number | undefined;
  transmit_hold_count?: number | undefined;
}

/** RSTP-04 as the device reads it. */
export interface RstpPortChange {
  flags: number;
  port_id: number;
  port_priority?: number | undefined;
  port_path_cost?: number | undefined;
  edge_status?: number | undefined;
  admin_link_type?: (typeof LINK_TYPE_WRITE)[number] | undefined;
}

const known = (flags: number, all: Record<string, number>) => {
  const mask = Object.values(all).reduce((a, b) => a | b, 0);
  if (flags === 0 || (flags & ~mask) !== 0) refuse(`flags ${flags} names no known setting`);
};
const pick = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) refuse(`${name} is missing (flags name it)`);
  return value;
};

/** The bridge settings after a change, checked as a whole (the timer rule spans three fields). */
export function nextBridge(cfg: RstpConfig, c: RstpBridgeChange): RstpConfig {
  known(c.flags, BF);
  const next = { ...cfg };
  if (c.flags & BF.status) next.status = pick(c.status, 'status');
  if (c.flags & BF.mode) next.rstp_mode = pick(c.rstp_mode, 'rstp_mode');
  if (c.flags & BF.priority) next.priority = pick(c.rb_priority, 'rb_priority');
  if (c.flags & BF.maxAge) next.max_age = pick(c.max_age, 'max_age');
  if (c.flags & BF.helloTime) next.hello_time = pick(c.hello_time, 'hello_time');
  if (c.flags & BF.forwardDelay) next.forward_delay = pick(c.forward_delay, 'forward_delay');
  if (c.flags & BF.holdCount) next.hold_count = pick(c.transmit_hold_count, 'transmit_hold_count');
  const problem = stpTimerProblem(next);
  if (problem) refuse(problem);
  return next;
}

/** One port's settings after a change. */
export function nextPort(p: RstpPortConfig, c: RstpPortChange): RstpPortConfig {
  known(c.flags, PF);
  const next = { ...p };
  if (c.flags & PF.priority) next.priority = pick(c.port_priority, 'port_priority');
  if (c.flags & PF.pathCost) next.path_cost = c.port_path_cost ?? 0;
  if (c.flags & PF.edge) next.edge = pick(c.edge_status, 'edge_status');
  if (c.flags & PF.linkType) next.link_type = pick(c.admin_link_type, 'admin_link_type');
  return next;
}

/** A stored configuration the device would not have accepted through its API. */
export function checkRstp(cfg: RstpConfig, isUplink: (id: number) => boolean): void {
  const bit = (v: number, what: string) => {
    if (v !== 0 && v !== 1) refuse(`rstp ${what} must be 0 or 1`);
  };
  bit(cfg.status, 'status');
  if (cfg.rstp_mode !== RSTP_MODES.stp && cfg.rstp_mode !== RSTP_MODES.rstp) refuse('rstp_mode must be 0 or 2');
  if (cfg.priority < 0 || cfg.priority > 61440 || cfg.priority % 4096 !== 0) refuse('rstp priority out of range');
  if (cfg.hold_count < 1 || cfg.hold_count > 255) refuse('rstp hold count out of range');
  if (cfg.max_age < 6 || cfg.max_age > 40 || cfg.hello_time < 1 || cfg.hello_time > 10)
    refuse('rstp timers out of range');
  if (cfg.forward_delay < 4 || cfg.forward_delay > 30) refuse('rstp forward delay out of range');
  const problem = stpTimerProblem(cfg);
  if (problem) refuse(problem);
  const seen = new Set<number>();
  for (const p of cfg.ports) {
    if (!isUplink(p.port_id) || seen.has(p.port_id)) refuse(`rstp port ${p.port_id} is not one uplink`);
    seen.add(p.port_id);
    if (p.priority < 0 || p.priority > 240 || p.priority % 16 !== 0) refuse('rstp port priority out of range');
    if (p.path_cost < 0 || p.path_cost > 200_000_000) refuse('rstp path cost out of range');
    bit(p.edge, 'edge');
  }
}
