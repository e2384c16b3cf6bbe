/**
 * A refusal by the device: an operation broke one of its rules and changed nothing. The message starts with
 * `error:` as the console classifies answers by that prefix (api.md §1.4); the API layer turns it into the envelope.
 * The device model does not import the HTTP layer, so this is its own type.
 */
export class DeviceRuleError extends Error {
  constructor(message: string) {
    super(message.toLowerCase().startsWith('error') ? message : `error: ${message}`);
    this.name = 'DeviceRuleError';
  }
}

/** Throws a DeviceRuleError; reads better than `throw new …` inside guard clauses. */
export function refuse(message: string): never {
  throw new DeviceRuleError(message);
}
