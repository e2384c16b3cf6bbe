import {
  CODE,
  endpointBody,
  endpointUrl,
  type Envelope,
  type Route,
  type RouteData,
  type RouteParam,
  type RouteQuery,
} from '@olt/protocol/light';
import { takeFirstRead } from './firstReads.ts';
import { useSession } from './session.ts';

/** A device answer with a code other than 1. The console shows it as `(code) message`. */
export class DeviceError extends Error {
  constructor(
    readonly code: number,
    readonly deviceMessage: string,
  ) {
    super(`(${code}) ${deviceMessage}`);
  }
}

/** The request never got an answer: network failure or time-out. */
export class NetworkError extends Error {
  constructor(readonly isTimeout: boolean) {
    super(isTimeout ? 'timeout' : 'network');
  }
}

interface CallInput<E extends Route> {
  query?: RouteQuery<E>;
  param?: RouteParam<E>;
}
interface CallOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

type SessionEndedHandler = (code: number, message: string) => void;
let onSessionEnded: SessionEndedHandler = () => useSession.getState().clear();

/** The shell installs what happens when the device says the session is over (spec §4: toast, clear, /login). */
export function setSessionEndedHandler(handler: SessionEndedHandler): void {
  onSessionEnded = handler;
}

/** The device said the session is over: what the shell installed happens. */
export const sessionEnded = (code: number, message: string): void => onSessionEnded(code, message);

/** Sends one request and answers the raw envelope and response headers; knows nothing of session endings. */
export async function send<E extends Route>(
  ep: E,
  input: CallInput<E> = {},
  { timeoutMs, signal }: CallOptions = {},
): Promise<{ envelope: Envelope<RouteData<E>>; headers: Headers }> {
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  signal?.addEventListener('abort', () => controller.abort());
  const token = useSession.getState().token ?? 'null';
  const headers: Record<string, string> = { 'X-Token': token };
  let body: string | undefined;
  if (ep.method === 'POST') {
    headers['Content-Type'] = 'application/json;charset=utf-8';
    body = JSON.stringify(endpointBody(ep, input.param ?? {}));
  }
  const url = endpointUrl(ep, input.query ?? {});
  try {
    // a page's first reads may have been asked by the entry script already (lib/firstReads.ts)
    const res = await ((ep.method === 'GET' ? takeFirstRead(url, token) : null) ??
      fetch(url, { method: ep.method, headers, body, signal: controller.signal }));
    if (!res.ok) {
      // HTTP failures are only logged (spec §8); the caller gets a rejection without a user message
      console.warn(`${ep.method} ${ep.path}: ${res.status} ${res.statusText || 'Unknow error'}`);
      throw new NetworkError(false);
    }
    return { envelope: (await res.json()) as Envelope<RouteData<E>>, headers: res.headers };
  } catch (err) {
    if (err instanceof NetworkError) throw err;
    throw new NetworkError(controller.signal.aborted && !signal?.aborted);
  } finally {
    clearTimeout(timer);
  }
}

/** Calls an endpoint and answers its data; a code 0/-1 ends the session, any other code rejects with DeviceError. */
export async function call<E extends Route>(
  ep: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<RouteData<E>> {
  const { envelope } = await send(ep, input, options);
  if (envelope.code === CODE.ok) return envelope.data as RouteData<E>;
  if (envelope.code === CODE.illegal || envelope.code === CODE.timeout) onSessionEnded(envelope.code, envelope.message);
  throw new DeviceError(envelope.code, envelope.message);
}

/** Like `call`, but a code above 1 is returned rather than thrown, for screens that treat warnings as partial success. */
export async function callEnvelope<E extends Route>(
  ep: E,
  input: CallInput<E> = {},
  options: CallOptions = {},
): Promise<Envelope<RouteData<E>>> {
  const { envelope } = await send(ep, input, options);
  if (envelope.code === CODE.illegal || envelope.code === CODE.timeout) {
    onSessionEnded(envelope.code, envelope.message);
    throw new DeviceError(envelope.code, envelope.message);
  }
  return envelope;
}
