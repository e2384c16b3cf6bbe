import { createSocket, type Socket } from 'node:dgram';
import { escapeControlOrBroken } from '@olt/protocol';
import type { Device } from '../device/device.ts';
import type { LogLine } from '../device/kernel/events.ts';
import { SEVERITY_OF_LEVEL } from '../device/kernel/alarmLog.ts';

/** local7: the facility network devices use by custom. */
const FACILITY_LOCAL7 = 23;
const APP_NAME = 'olt';
/** The documentation enterprise number of RFC 5612, for our structured data. */
const SD_ID = 'olt@32473';

/** Escapes a structured-data value (RFC 5424 §6.3.3): `"`, `\` and `]`. */
const sdValue = (text: string): string => text.replace(/["\\\]]/g, (c) => `\\${c}`);

/**
 * One log line as an RFC 5424 message: `<PRI>1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID [SD] MSG`. MSGID is `alarm`
 * for an alarm (its id in the structured data) and `log` for a logged change; the time is the device's clock. Control
 * characters in the text (stored before names refused them) are written as `\uXXXX`: one message stays one line.
 */
export function formatSyslog(line: LogLine, hostname: string): string {
  const pri = FACILITY_LOCAL7 * 8 + (line.severity ?? SEVERITY_OF_LEVEL[line.level] ?? 6);
  const time = new Date(line.time_ms).toISOString();
  const isAlarm = line.alarm_id !== 0;
  const sd = isAlarm ? `[${SD_ID} alarmId="${sdValue(`0x${line.alarm_id.toString(16)}`)}"]` : '-';
  return `<${pri}>1 ${time} ${hostname || '-'} ${APP_NAME} - ${isAlarm ? 'alarm' : 'log'} ${sd} ${escapeControlOrBroken(line.content)}`;
}

/**
 * Sends every line of the device log (alarms and logged changes; not its debug lines) to the syslog server of the service settings, over
 * UDP in RFC 5424 format, as it is published. Nothing is sent while no server is set. A lost datagram is lost, as
 * with any UDP syslog.
 */
export function startSyslog(svc: { device: Device; log: { debug: (o: object, m: string) => void } }): {
  close: () => void;
} {
  let socket: Socket | null = null;
  const onLine = (line: LogLine): void => {
    const { ipaddr, port } = svc.device.services.settings.syslog;
    // debug lines (DHCP leases) stay in the device log: a busy device's would flood the server
    if (ipaddr === '' || line.severity === 7) return;
    socket ??= createSocket('udp4').on('error', (err) => svc.log.debug({ err }, 'syslog send failed'));
    socket.unref();
    const message = Buffer.from(formatSyslog(line, svc.device.chassis.hostname()), 'utf8');
    socket.send(message, port, ipaddr, (err) => {
      if (err) svc.log.debug({ err }, 'syslog send failed');
    });
  };
  svc.device.events.on('logLine', onLine);
  return {
    close: () => {
      svc.device.events.off('logLine', onLine);
      socket?.close();
      socket = null;
    },
  };
}
