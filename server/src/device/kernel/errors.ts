import { CODE } from '@olt/protocol';

/**
 * A refusal the device reports in the envelope: code > 1 and a message starting with `error:`, as the console
 * classifies answers by that prefix (api.md §1.4). The one error type of the server: the device model throws it when
 * an operation breaks a rule (and changes nothing), the HTTP layer when a request cannot be served; the dispatcher turns
 * it into the envelope. The argument order (code, message) is the console's too.
 */
export class DeviceError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(code <= CODE.ok || /^(error|warning)/i.test(message) ? message : `error: ${message}`);
    this.name = 'DeviceError';
  }
}

/** Throws the device's usual refusal (code 2); reads better than `throw new …` inside guard clauses. */
export function refuse(message: string): never {
  throw new DeviceError(CODE.error, message);
}
