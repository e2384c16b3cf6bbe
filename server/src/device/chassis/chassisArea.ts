import { z } from 'zod';
import {
  ALARM_WORDS,
  Hostname,
  wordsText,
  type CpuUsage,
  type HealthSample,
  type FirmwareKind,
  type PortCounts,
  type SystemInfo,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { refuse } from '../kernel/errors.ts';
import { Health } from './health.ts';
import { DeviceClock } from './deviceClock.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import { addLicenceKey, licenceFigures, trialLicence, type LicenceState } from './licence.ts';

export const DEFAULT_HOSTNAME = 'EPON-OLT';
/** The versions the device leaves the factory with; an upgrade replaces them (maintenance/maintenanceArea.ts). */
export const FACTORY_VERSIONS = { sys_ver: 'V2.4.1', fw_ver: 'V2.4.1_build2611' } as const;
export type InstalledVersions = { sys_ver: string; fw_ver: string };
/** Health moves every fifth simulated second. */
const HEALTH_EVERY_STEPS = 5;

const SystemSection = z.strictObject({ hostname: z.string() });
const chassisSections = sections({ system: { schema: SystemSection } });
type ChassisConfig = { system: z.output<typeof SystemSection> };

/**
 * The chassis and the board: what the device is (model, versions, MAC, serial, port counts), its name, how long it
 * has been up, and its CPU, memory and temperature, which follow how busy the device is.
 */
export class ChassisArea implements Area<ChassisConfig> {
  readonly name = 'chassis';
  readonly sections = chassisSections;
  private readonly health = new Health();
  private readonly random;
  private bootedAtMs: number;
  private hostnameText = DEFAULT_HOSTNAME;
  private installed: InstalledVersions = { ...FACTORY_VERSIONS };
  private licenceState: LicenceState;
  /** the wall clock TIME-01 reports and the ACL time ranges follow */
  readonly clock: DeviceClock;

  constructor(
    private readonly k: Kernel,
    readonly counts: Required<PortCounts>,
    /** how busy the device is, 0…1 (the share of its ONU capacity online) */
    private readonly busyness: () => number,
  ) {
    this.random = k.random.fork('health');
    this.bootedAtMs = k.now();
    this.licenceState = trialLicence(k.now());
    this.clock = new DeviceClock(() => k.now());
  }

  get baseMac(): string {
    const b = (this.k.options.seed * 2654435761) >>> 0;
    const bytes = [0x38, 0x3a, 0x21, (b >>> 16) & 0xff, (b >>> 8) & 0xff, b & 0xf0];
    return bytes.map((x) => x.toString(16).padStart(2, '0')).join(':');
  }

  /** SYS-02. */
  systemInfo(): SystemInfo {
    const pon = this.counts.ponports;
    const seed = this.k.options.seed;
    return {
      product_name: `EPON-OLT-${String(pon).padStart(2, '0')}`,
      sys_ver: this.installed.sys_ver,
      fw_ver: this.installed.fw_ver,
      hw_ver: 'V1.2',
      bl_ver: 'V1.0.3',
      macaddr: this.baseMac,
      sn: `SIM${String(seed).padStart(5, '0')}${String(pon).padStart(2, '0')}`,
      device_type: 1,
      ponports: pon,
      geports: this.counts.geports,
      xgeports: this.counts.xgeports,
      vendor: 'Simulated OLT',
      build_time: '2026/11/01 10:00:00',
      size: 32,
      ...licenceFigures(this.licenceState, this.k.now()),
    };
  }

  /** The versions running now (kept by the server across restarts, like the flash of a real device). */
  versions(): InstalledVersions {
    return { ...this.installed };
  }

  /** A written image runs: a system image sets the system version, firmware the firmware's, a full version both. */
  install(kind: FirmwareKind, version: string): void {
    if (kind !== 'firmware') this.installed.sys_ver = version;
    if (kind !== 'system') this.installed.fw_ver = version;
  }

  /** The versions a previous run of the server installed. */
  restoreVersions(versions: InstalledVersions): void {
    this.installed = { ...versions };
  }

  /** The licence as kept on flash (like the versions, it outlives a restart of the server). */
  licence(): LicenceState {
    return { ...this.licenceState, usedKeys: [...this.licenceState.usedKeys] };
  }

  restoreLicence(state: LicenceState): void {
    this.licenceState = { ...state, usedKeys: [...state.usedKeys] };
  }

  /** SYS-11: a key made for this device extends the licence. */
  addLicence(key: string): void {
    this.k.write(() => {
      this.licenceState = addLicenceKey(this.licenceState, this.systemInfo().sn, key);
      this.k.alarms.log(wordsText(ALARM_WORDS.licenceExtended, { days: this.licenceState.totalDays }));
    });
  }

  /** TIME-03/04, with the alarm an operator expects of a clock change. */
  setNtp(mode: 0 | 1, servers: [string, string], pollSeconds: number): void {
    this.k.write(() => {
      this.clock.setNtp(mode, servers, pollSeconds);
      this.k.alarms.log(mode === 0 ? wordsText(ALARM_WORDS.clockNtp, { server: servers[0] }) : ALARM_WORDS.clockManual);
    });
  }

  /** TIME-05. */
  setClock(time: readonly number[], zone: number): void {
    this.k.write(() => {
      this.clock.set(time, zone);
      this.k.alarms.log(wordsText(ALARM_WORDS.clockSet, { time: formatDeviceTime(this.clock.now()) }));
    });
  }

  /** SYS-12. */
  cpu(): CpuUsage {
    return this.health.usage();
  }

  /** MON-03: CPU and memory every 5 s, the last hour. */
  healthHistory(): HealthSample[] {
    return this.health.samples();
  }

  /** Board temperature in °C. */
  temperature(): number {
    return this.health.temperature();
  }

  /** Simulated milliseconds since the last (re)boot. */
  uptimeMs(): number {
    return this.k.now() - this.bootedAtMs;
  }

  hostname(): string {
    return this.hostnameText;
  }

  /** SYS-06. */
  setHostname(hostname: string): void {
    // the name it already has: accepted, nothing to change (a script writes back what it read)
    if (hostname === this.hostnameText) return;
    this.k.write(() => {
      const parsed = Hostname.safeParse(hostname);
      if (!parsed.success) refuse(`invalid host name: ${parsed.error.issues[0]?.message ?? ''}`);
      this.hostnameText = hostname;
      this.k.journal.section('system');
      this.k.alarms.log(wordsText(ALARM_WORDS.hostNameSet, { name: hostname }));
    });
  }

  exportSection(): ChassisConfig['system'] {
    return { hostname: this.hostnameText };
  }

  check(config: ChassisConfig): void {
    if (!Hostname.safeParse(config.system.hostname).success) refuse('the stored host name is not valid');
  }

  load(config: ChassisConfig): void {
    this.hostnameText = config.system.hostname;
  }

  step(atMs: number, step: number): void {
    if (step % HEALTH_EVERY_STEPS !== 0) return;
    this.health.step(this.random, this.busyness(), this.k.eventCount);
    this.health.sample(atMs);
    this.k.eventCount = 0;
  }

  reboot(atMs: number): void {
    this.bootedAtMs = atMs;
    this.health.forget();
  }
}
