/** Result codes of the device envelope (api.md §1.3). */
export const CODE = {
  /** success */
  ok: 1,
  /** illegal login information: missing or unknown token, failed login */
  illegal: 0,
  /** the session expired */
  timeout: -1,
  /** a failed request; the message starts with `error` */
  error: 2,
  /**
   * Our addition: refused because the change would cut off the connection it came through (a management interface);
   * sent again with `confirm: 1` it is carried out. The message starts with `error`.
   */
  confirm: 3,
} as const;

/** Every JSON answer of the device. `data` is absent on most write answers. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

type Outcome = 'success' | 'error' | 'warning' | 'info' | 'sessionEnded';

/**
 * Classifies an answer as spec §4 says: code 1 is success; for a code above 1 the message prefix decides
 * (leading white space and case ignored). Codes 0 and -1 end the session.
 */
export function classify(code: number, message: string): Outcome {
  if (code === CODE.ok) return 'success';
  if (code === CODE.illegal || code === CODE.timeout) return 'sessionEnded';
  const text = message.trimStart().toLowerCase();
  if (text.startsWith('error')) return 'error';
  if (text.startsWith('warning')) return 'warning';
  return 'info';
}

/** The session messages the device sends with codes 0 and -1. */
export const TOKEN_CHECK_FAILED = 'Token Check Failed';
export const SESSION_TIMED_OUT = 'Login timeout';
