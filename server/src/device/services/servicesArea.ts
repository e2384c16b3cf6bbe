import { z } from 'zod';
import { ALARM_WORDS, SNMP_TRAP_PORT_DEFAULT, SSH_KEYS_MAX, SYSLOG_PORT_DEFAULT, wordsText } from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';

const Services = z.strictObject({
  ports: z.strictObject({ http: z.number().int(), https: z.number().int(), telnet: z.number().int() }),
  syslog: z.strictObject({ ipaddr: z.string(), port: z.number().int() }),
  spec1: z.number().int(),
  frpc: z.strictObject({
    server_addr: z.string(),
    server_port: z.number().int(),
    token: z.string(),
    appname: z.string(),
    type: z.number().int(),
    remote_port: z.number().int(),
    custom_domains: z.string(),
    subdomain: z.string(),
  }),
  snmp: z.strictObject({
    serverip: z.string(),
    trap_port: z.number().int(),
    trap_community: z.string(),
    read_community: z.string(),
    write_community: z.string(),
  }),
  ssh_keys: z.array(z.strictObject({ keyname: z.string(), publickey: z.string() })),
});
type ServicesConfig = z.output<typeof Services>;
const servicesSections = sections({ services: { schema: Services } });

/** What a new device has: standard ports, no syslog server, FRPC and SNMP traps unset, no SSH keys. */
const FACTORY_SERVICES: ServicesConfig = {
  ports: { http: 80, https: 443, telnet: 23 },
  syslog: { ipaddr: '', port: SYSLOG_PORT_DEFAULT },
  spec1: 0,
  frpc: {
    server_addr: '',
    server_port: 7000,
    token: '',
    appname: 'web',
    type: 0,
    remote_port: 0,
    custom_domains: '',
    subdomain: '',
  },
  snmp: {
    serverip: '',
    trap_port: SNMP_TRAP_PORT_DEFAULT,
    trap_community: 'public',
    read_community: 'public',
    write_community: '',
  },
  ssh_keys: [],
};

/**
 * The management services (api.md §2.26): service ports, the syslog server, "5620" support, the FRP client, SNMP and
 * SSH keys. Syslog acts in the simulator too (syslog/syslogSender.ts sends the log there); the others are stored and
 * shown and act on real hardware only (HARDWARE_ONLY_ENDPOINTS). Secrets (FRPC token, SNMP write community) are kept
 * here and never answered by a read.
 */
export class ServicesArea implements Area<{ services: ServicesConfig }> {
  readonly name = 'services';
  readonly sections = servicesSections;
  private state: ServicesConfig = structuredClone(FACTORY_SERVICES);

  constructor(private readonly k: Kernel) {}

  /** The settings, secrets included: the routes decide what a read answers. */
  get settings(): Readonly<ServicesConfig> {
    return this.state;
  }

  setPorts(ports: ServicesConfig['ports']): void {
    this.change(() => {
      this.state.ports = { ...ports };
      return wordsText(ALARM_WORDS.servicePortsSet, ports);
    });
  }

  setSyslog(ipaddr: string, port: number): void {
    this.change(() => {
      this.state.syslog = { ipaddr, port };
      return ipaddr === ''
        ? ALARM_WORDS.syslogServerRemoved
        : wordsText(ALARM_WORDS.syslogServerSet, { server: `${ipaddr}:${port}` });
    });
  }

  setSpec1(on: number): void {
    this.change(() => {
      this.state.spec1 = on;
      return on === 1 ? ALARM_WORDS.support5620On : ALARM_WORDS.support5620Off;
    });
  }

  /** The token is kept when `token` is undefined. */
  setFrpc(frpc: Omit<ServicesConfig['frpc'], 'token'> & { token?: string | undefined }): void {
    this.change(() => {
      this.state.frpc = { ...frpc, token: frpc.token ?? this.state.frpc.token };
      return wordsText(ALARM_WORDS.frpcServerSet, { server: `${frpc.server_addr}:${frpc.server_port}` });
    });
  }

  setSnmpTrap(serverip: string, trapPort: number, community: string): void {
    this.change(() => {
      this.state.snmp = { ...this.state.snmp, serverip, trap_port: trapPort, trap_community: community };
      return wordsText(ALARM_WORDS.trapServerSet, { server: serverip });
    });
  }

  /** Sets the communities given; an undefined one stays. */
  setSnmpCommunities(read: string | undefined, write: string | undefined): void {
    this.change(() => {
      if (read !== undefined) this.state.snmp.read_community = read;
      if (write !== undefined) this.state.snmp.write_community = write;
      return ALARM_WORDS.snmpCommunitiesSet;
    });
  }

  addSshKey(keyname: string, publickey: string): void {
    this.change(() => {
      const keys = this.state.ssh_keys;
      if (keys.some((k) => k.keyname === keyname)) refuse(`an SSH key named ${keyname} already exists`);
      const body = publickey.split(/\s+/)[1];
      if (keys.some((k) => k.publickey.split(/\s+/)[1] === body)) refuse('this public key is already stored');
      if (keys.length >= SSH_KEYS_MAX) refuse(`at most ${SSH_KEYS_MAX} SSH keys`);
      keys.push({ keyname, publickey });
      return wordsText(ALARM_WORDS.sshKeyAdded, { name: keyname });
    });
  }

  deleteSshKey(keyname: string): void {
    this.change(() => {
      if (!this.state.ssh_keys.some((k) => k.keyname === keyname)) refuse(`no SSH key named ${keyname}`);
      this.state.ssh_keys = this.state.ssh_keys.filter((k) => k.keyname !== keyname);
      return wordsText(ALARM_WORDS.sshKeyDeleted, { name: keyname });
    });
  }

  exportSection(): ServicesConfig {
    return structuredClone(this.state);
  }

  load(config: { services: ServicesConfig }): void {
    this.state = structuredClone(config.services);
  }

  private change(apply: () => string): void {
    this.k.write(() => {
      const before = structuredClone(this.state);
      try {
        const what = apply();
        this.k.journal.section('services');
        this.k.alarms.log(what);
      } catch (err) {
        this.state = before;
        throw err;
      }
    });
  }
}
