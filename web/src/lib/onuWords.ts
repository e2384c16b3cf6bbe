import type { OnuStatus } from '@olt/protocol';

/** Dictionary keys of the device's status words (`onu:status.*`). */
export const STATUS_KEYS = {
  Initial: 'initial',
  Offline: 'offline',
  Register: 'register',
  'Auth-Fail': 'authFail',
  Unauth: 'unauth',
  'Auth Limit': 'authLimit',
  Online: 'online',
} as const satisfies Record<OnuStatus, string>;

/** Dictionary keys of the last-down reasons the device reports; other reasons are shown as the device words them. */
export const DOWN_REASON_KEYS: Record<
  string,
  'powerDown' | 'dyingGasp' | 'los' | 'laserOut' | 'reboot' | 'deregister'
> = {
  'Power Down': 'powerDown',
  'Dying gasp': 'dyingGasp',
  LOS: 'los',
  'Laser out': 'laserOut',
  Reboot: 'reboot',
  Deregister: 'deregister',
};

/** An ONU without light on its fibre: what the device reports as its receive power is the last reading it had. */
export const isDark = (status: OnuStatus): boolean => status === 'Offline' || status === 'Initial';
