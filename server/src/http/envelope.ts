import { CODE, type Envelope } from '@olt/protocol';

/** A refusal the device reports in the envelope: code > 1, message starting with `error`. */
export class DeviceError extends Error {
  readonly code: number;
  constructor(message: string, code: number = CODE.error) {
    super(message.toLowerCase().startsWith('error') || code <= 1 ? message : `error: ${message}`);
    this.code = code;
  }
}

export function ok<T>(data?: T): Envelope<T> {
  return data === undefined ? { code: CODE.ok, message: 'success' } : { code: CODE.ok, message: 'success', data };
}

export function fail(message: string, code: number = CODE.error): Envelope<never> {
  return { code, message: new DeviceError(message, code).message };
}
