import { CODE, type Envelope } from '@olt/protocol';
import { DeviceError } from '../device/kernel/errors.ts';

export function ok<T>(data?: T): Envelope<T> {
  return data === undefined ? { code: CODE.ok, message: 'success' } : { code: CODE.ok, message: 'success', data };
}

/** A refusal in the envelope: code > 1, message starting with `error`. */
export function fail(message: string, code: number = CODE.error): Envelope<never> {
  return { code, message: new DeviceError(code, message).message };
}
