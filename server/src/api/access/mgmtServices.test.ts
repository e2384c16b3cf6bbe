import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSocket, type Socket } from 'node:dgram';
import { HARDWARE_ONLY_ENDPOINTS, setServicePorts, setSyslog } from '@olt/protocol';
import { expectRefused } from '../../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import { formatSyslog } from '../../syslog/syslogSender.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const SSH_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGd0c3VwZXJzZWNyZXRrZXlib2R5Zm9ydGVzdHM noc@lab';

describe('service settings (SVC-01…15)', () => {
  it('sets and reads the service ports, refusing what the device refuses', async () => {
    expect((await s.read('/system_service?form=port')).data).toEqual({ http: 80, https: 443, telnet: 23 });
    expect((await s.write('/system_service?form=port', 'set', { http: '8080', https: 8443, telnet: 2323 })).code).toBe(
      1,
    );
    for (const param of [
      { http: 79, https: 443, telnet: 23 },
      { http: 80, https: 442, telnet: 23 },
      { http: 80, https: 443, telnet: 999 },
      { http: 80, https: 443, telnet: 50001 },
      { http: 8080, https: 8080, telnet: 23 },
      { http: '80a', https: 443, telnet: 23 },
    ]) {
      expectRefused(await s.write('/system_service?form=port', 'set', param));
    }
    expect((await s.read('/system_service?form=port')).data).toEqual({ http: 8080, https: 8443, telnet: 2323 });
  });

  it('keeps the FRPC token and the SNMP write community secret: set, never read back', async () => {
    const frpc = {
      server_addr: 'frp.example.net',
      server_port: 7000,
      token: 'tunnel-t0ken',
      appname: 'olt_web',
      remote_port: 6000,
    };
    expect((await s.write('/system_service?form=frpc', 'set', frpc)).code).toBe(1);
    const read = await s.read('/system_service?form=frpc');
    expect(read.data).toMatchObject({
      server_addr: 'frp.example.net',
      token: '',
      token_set: 1,
      local_ip: '127.0.0.1',
      local_port: 80,
    });
    // left out, the token stays
    expect((await s.write('/system_service?form=frpc', 'set', { ...frpc, token: undefined })).code).toBe(1);
    expect(s.olt.services.settings.frpc.token).toBe('tunnel-t0ken');
    expectRefused(await s.write('/system_service?form=frpc', 'set', { ...frpc, appname: 'web app' }), /param\.appname/);
    expectRefused(await s.write('/system_service?form=frpc', 'set', { ...frpc, server_port: 0 }), /param\.server_port/);

    expect(
      (
        await s.write('/snmp_cfg?form=community', 'set', {
          flags: 3,
          read_community: ' pub lic ',
          write_community: 'wr1te',
        })
      ).code,
    ).toBe(1);
    const community = await s.read('/snmp_cfg?form=community');
    expect(community.data).toEqual({ read_community: 'public', write_community: '', write_community_set: 1 });
    expect(JSON.stringify(community)).not.toContain('wr1te');
    expectRefused(
      await s.write('/snmp_cfg?form=community', 'set', { flags: 2, write_community: '   ' }),
      /write_community/,
    );
    expectRefused(await s.write('/snmp_cfg?form=community', 'set', { flags: 0 }), /param\.flags/);
    expect(
      (
        await s.write('/snmp_cfg?form=trap', 'set', {
          serverip: '192.0.2.162',
          trap_port: 162,
          trap_community: 'traps',
        })
      ).code,
    ).toBe(1);
    expect((await s.read('/snmp_cfg?form=trap')).data).toEqual({
      serverip: '192.0.2.162',
      trap_port: 162,
      trap_community: 'traps',
    });
    expectRefused(
      await s.write('/snmp_cfg?form=trap', 'set', { serverip: '192.0.2.255', trap_community: 'x' }),
      /serverip/,
    );
    // secrets are masked in the audit trail too
    const audit = JSON.stringify(s.t.services.audit.page({ area: 'access' }, 1, 100).rows);
    expect(audit).not.toContain('tunnel-t0ken');
    expect(audit).not.toContain('wr1te');
  });

  it('adds and deletes SSH keys by name', async () => {
    expect(
      (await s.write('/system_service?form=sshd', 'add', { keyname: 'noc-laptop', publickey: `  ${SSH_KEY}` })).code,
    ).toBe(1);
    expect((await s.read('/system_service?form=sshd')).data).toEqual([{ keyname: 'noc-laptop', publickey: SSH_KEY }]);
    expectRefused(
      await s.write('/system_service?form=sshd', 'add', { keyname: 'other', publickey: SSH_KEY }),
      /already stored/,
    );
    expectRefused(
      await s.write('/system_service?form=sshd', 'add', { keyname: 'bad/name', publickey: SSH_KEY }),
      /keyname/,
    );
    expectRefused(
      await s.write('/system_service?form=sshd', 'add', { keyname: 'nokey', publickey: 'hello' }),
      /publickey/,
    );
    expect((await s.write('/system_service?form=sshd', 'delete', { keyname: 'noc-laptop' })).code).toBe(1);
    expectRefused(await s.write('/system_service?form=sshd', 'delete', { keyname: 'noc-laptop' }), /no SSH key/);
  });

  it('stores “5620” support as 0 or 1, sent as text by the console', async () => {
    expect((await s.write('/system_service?form=spec1', 'set', { spec1: '1' })).code).toBe(1);
    expect((await s.read('/system_service?form=spec1')).data).toEqual({ spec1: 1 });
    expectRefused(await s.write('/system_service?form=spec1', 'set', { spec1: 2 }));
  });

  it('names the settings that act only on real hardware; syslog acts here too', () => {
    expect(HARDWARE_ONLY_ENDPOINTS).toContain(setServicePorts.id);
    expect(HARDWARE_ONLY_ENDPOINTS).not.toContain(setSyslog.id);
  });
});

describe('syslog (SVC-03/04)', () => {
  let receiver: Socket;
  const received: string[] = [];
  beforeEach(async () => {
    received.length = 0;
    receiver = createSocket('udp4').on('message', (m) => received.push(m.toString('utf8')));
    await new Promise<void>((resolve) => receiver.bind(0, '127.0.0.1', resolve));
  });
  afterEach(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  const until = async (count: number) => {
    for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('sends the device’s log and alarm lines to the syslog server over UDP in RFC 5424 format', async () => {
    const { port } = receiver.address();
    expect((await s.write('/system_service?form=syslog', 'set', { ipaddr: '127.0.0.1', port })).code).toBe(1);
    expect((await s.read('/system_service?form=syslog')).data).toEqual({ ipaddr: '127.0.0.1', port });
    // a logged change, then alarms of the simulation
    await s.write('/system?form=hostname', 'set', { hostname: 'Syslog-OLT' });
    for (let i = 0; i < 600 && received.length < 3; i++) s.olt.simulation.tick(1_000);
    await until(3);
    expect(received.length).toBeGreaterThanOrEqual(2);
    // the change that set the server is the first line it hears
    expect(received[0]).toMatch(/ EPON-OLT olt - log - syslog server set to 127\.0\.0\.1:\d+$/);
    expect(received.find((line) => line.includes('Syslog-OLT'))).toMatch(
      /^<190>1 \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z Syslog-OLT olt - log - host name set to Syslog-OLT$/,
    );
    const alarm = received.find((line) => / alarm \[olt@32473 alarmId="0x[0-9a-f]+"\] /.test(line));
    expect(alarm).toMatch(/^<(18[4-9]|190)>1 /);
  });

  it('stops sending when the server is removed, and refuses a bad address', async () => {
    const { port } = receiver.address();
    await s.write('/system_service?form=syslog', 'set', { ipaddr: '127.0.0.1', port });
    expect((await s.write('/system_service?form=syslog', 'set', { ipaddr: '' })).code).toBe(1);
    await s.write('/system?form=hostname', 'set', { hostname: 'Quiet-OLT' });
    await new Promise((r) => setTimeout(r, 100));
    expect(received.filter((line) => line.includes('Quiet-OLT'))).toEqual([]);
    for (const ipaddr of ['0.0.0.0', '255.255.255.255', '10.0.0', 'example.com']) {
      expectRefused(await s.write('/system_service?form=syslog', 'set', { ipaddr }), /param\.ipaddr/);
    }
    expectRefused(
      await s.write('/system_service?form=syslog', 'set', { ipaddr: '10.0.0.1', port: 70000 }),
      /param\.port/,
    );
  });

  it('formats severities and escapes structured data', () => {
    expect(
      formatSyslog({ alarm_id: 0x2002, level: 0, time_ms: Date.UTC(2026, 0, 2, 3, 4, 5), content: 'x' }, 'olt1'),
    ).toBe('<187>1 2026-01-02T03:04:05.000Z olt1 olt - alarm [olt@32473 alarmId="0x2002"] x');
  });
});
