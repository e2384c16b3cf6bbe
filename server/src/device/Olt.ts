import type { PortCounts, PortInfo, SystemInfo } from '@olt/protocol';
import { portKind, totalPorts } from '@olt/protocol';

export interface OltOptions {
  ponPorts: number;
  gePorts?: number;
  xgePorts?: number;
  /** serial and MAC derive from it, so a run repeats */
  seed: number;
  now: () => number;
}

/**
 * The simulated OLT: plain TypeScript, no HTTP and no SQL. This first version models the chassis (identity, port
 * counts, uptime); ONUs and traffic join it with the simulator.
 */
export class Olt {
  readonly counts: Required<PortCounts>;
  private bootedAtMs: number;
  private readonly seed: number;

  constructor(private readonly options: OltOptions) {
    this.counts = { ponports: options.ponPorts, geports: options.gePorts ?? 4, xgeports: options.xgePorts ?? 2 };
    this.seed = options.seed;
    this.bootedAtMs = options.now();
  }

  get baseMac(): string {
    const b = (this.seed * 2654435761) >>> 0;
    const bytes = [0x38, 0x3a, 0x21, (b >>> 16) & 0xff, (b >>> 8) & 0xff, b & 0xf0];
    return bytes.map((x) => x.toString(16).padStart(2, '0')).join(':');
  }

  systemInfo(): SystemInfo {
    const pon = this.counts.ponports;
    return {
      product_name: `EPON-OLT-${String(pon).padStart(2, '0')}`,
      sys_ver: 'V2.4.1',
      fw_ver: 'V2.4.1_build2611',
      hw_ver: 'V1.2',
      bl_ver: 'V1.0.3',
      macaddr: this.baseMac,
      sn: `SIM${String(this.seed).padStart(5, '0')}${String(pon).padStart(2, '0')}`,
      device_type: 1,
      ponports: pon,
      geports: this.counts.geports,
      xgeports: this.counts.xgeports,
      vendor: 'Simulated OLT',
      build_time: '2026/11/01 10:00:00',
      size: 32,
      lic_available: 0,
      lic_total: 0,
    };
  }

  ports(): PortInfo[] {
    return Array.from({ length: totalPorts(this.counts) }, (_, i) => this.port(i + 1));
  }

  private port(id: number): PortInfo {
    const kind = portKind(id, this.counts);
    const isPon = kind === 'pon';
    return {
      port_id: id,
      admin_status: 1,
      link_status: isPon || id === this.counts.ponports + 1 || kind === 'xge' ? 1 : 0,
      auto_neg: isPon ? 0 : 1,
      speed: kind === 'xge' ? '10000M' : '1000M',
      duplex: 1,
      flow_ctrl: 0,
      mtu: 1500,
      media: isPon || kind === 'xge' ? 'fiber' : 'copper',
      pvid: 1,
      port_desc: '',
      erate: 0,
      irate: 0,
      link_aggregation: 0,
    };
  }

  /** Whether a global port id is one of this device's PON ports. */
  isPonPort(portId: number): boolean {
    return portKind(portId, this.counts) === 'pon';
  }

  /**
   * The ids of the ONUs registered on a PON, ascending. No ONU registers until the ONU simulator joins this model,
   * so every PON is empty for now.
   */
  onuIds(_portId: number): number[] {
    return [];
  }

  uptimeMs(): number {
    return this.options.now() - this.bootedAtMs;
  }

  /** A reboot restarts the uptime; the caller brings back the startup configuration. */
  reboot(): void {
    this.bootedAtMs = this.options.now();
  }
}
