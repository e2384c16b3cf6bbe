import { vi } from 'vitest';
import { loginKey, type Envelope } from '@olt/protocol/light';
import type { BoardInfo, CustomFlags } from './loginApi.ts';

/** One request the page made, as the device saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { method?: string; param?: Record<string, unknown> } | undefined;
}

type LoginAnswer = Envelope & { token?: string };

export interface FakeDeviceOptions {
  custom?: Partial<CustomFlags>;
  board?: BoardInfo;
  hasLogo?: boolean;
  lang?: 'zh' | 'en';
  /** overrides the device's own account check: an answer, a network failure, or no answer at all */
  login?: LoginAnswer | 'network' | 'silent';
}

export const FACTORY_TOKEN = 'token-4f2a9c';
const ACCOUNTS: Record<string, string> = { root: 'admin', operator: 'fibre2024' };

const envelope = (body: Envelope, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

/**
 * Stands in for the OLT behind `fetch`: answers the public endpoints the login page uses, checks login keys as the
 * device does (MD5 of `name:password`), and records every request.
 */
export function fakeDevice(options: FakeDeviceOptions = {}) {
  const requests: SeenRequest[] = [];
  let captchaCount = 0;
  const custom: CustomFlags = {
    custom: 0,
    hsgq: 0,
    addonu: 1,
    pon_authmode: 1,
    frpc: 0,
    captcha: 0,
    fix_lang: 0,
    mac_auth: 0,
    alarm_save: 0,
    ...options.custom,
  };

  const answerLogin = (
    param: Record<string, unknown> = {},
    signal?: AbortSignal | null,
  ): Response | Promise<Response> => {
    const answer = options.login;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    // a device that never answers: only the caller's time-out ends the request, as with a real fetch
    if (answer === 'silent') {
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    }
    if (answer)
      return envelope({ code: answer.code, message: answer.message }, answer.token ? { 'X-Token': answer.token } : {});
    const name = String(param.name);
    const password = ACCOUNTS[name];
    if (password !== undefined && param.key === loginKey(name, password)) {
      return envelope({ code: 1, message: 'success' }, { 'X-Token': FACTORY_TOKEN });
    }
    return envelope({ code: 0, message: 'Illegal Login Information' });
  };

  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://olt.test',
    );
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as SeenRequest['body']) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    switch (`${method} ${url.pathname}`) {
      case 'GET /system_custom':
        return Promise.resolve(envelope({ code: 1, message: 'success', data: custom }));
      case 'GET /board_info':
        return Promise.resolve(
          envelope({
            code: 1,
            message: 'success',
            data: options.board ?? { product_name: 'EPON-OLT-8PON', ponports: 8 },
          }),
        );
      case 'GET /system_lang':
        return Promise.resolve(envelope({ code: 1, message: 'success', data: { lang: options.lang ?? 'en' } }));
      case 'POST /system_lang':
        return Promise.resolve(envelope({ code: 1, message: 'success' }));
      case 'GET /system_theme':
        return Promise.resolve(envelope({ code: 1, message: 'success', data: { theme: 0 } }));
      case 'GET /system_captcha':
        captchaCount += 1;
        return Promise.resolve(
          envelope({ code: 1, message: 'success', data: { filename: `/captcha/c${captchaCount}.png` } }),
        );
      case 'GET /login_logo.png':
        return Promise.resolve(
          options.hasLogo
            ? new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), { status: 200 })
            : new Response('Not Found', { status: 404 }),
        );
      case 'POST /userlogin':
        return Promise.resolve(answerLogin(body?.param, init.signal));
      default:
        return Promise.resolve(new Response('Not Found', { status: 404 }));
    }
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    /** the requests made to one path (and method) */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
