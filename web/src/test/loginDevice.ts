import { HttpResponse } from 'msw';
import {
  LOGO_FILES,
  boardInfoRoute,
  getSystemLangRoute,
  getSystemThemeRoute,
  loginKey,
  loginRoute,
  setSystemLangRoute,
  systemCaptchaRoute,
  systemCustomRoute,
} from '@olt/protocol/light';
import type { BoardInfo, CustomFlags } from '@olt/protocol/light';
import { fakeDevice, ok, type SeenRequest } from './device.ts';
import { SAMPLE_CUSTOM } from './samples.ts';

type LoginAnswer = { code: number; message: string; token?: string };

export interface LoginDeviceOptions {
  custom?: Partial<CustomFlags>;
  board?: BoardInfo;
  hasLogo?: boolean;
  lang?: 'zh' | 'en';
  /** overrides the device's own account check: an answer, a network failure, or no answer at all */
  login?: LoginAnswer | 'network' | 'silent';
}

export const FACTORY_TOKEN = 'token-4f2a9c';
const ACCOUNTS: Record<string, string> = { root: 'admin', operator: 'fibre2024' };

/**
 * The device before sign-in: the public endpoints the login page uses, login keys checked as the device checks them
 * (MD5 of `name:password`), the token in the answer's `X-Token` header.
 */
export function loginDevice(options: LoginDeviceOptions = {}) {
  const device = fakeDevice();
  let captchaCount = 0;

  const answerLogin = ({ param = {}, signal }: SeenRequest): Response | Promise<Response> => {
    const answer = options.login;
    if (answer === 'network') return HttpResponse.error();
    // a device that never answers: only the caller's time-out ends the request
    if (answer === 'silent')
      return new Promise<Response>((resolve) => signal.addEventListener('abort', () => resolve(HttpResponse.error())));
    if (answer) {
      const headers: Record<string, string> = answer.token ? { 'X-Token': answer.token } : {};
      return HttpResponse.json({ code: answer.code, message: answer.message }, { headers });
    }
    const name = String(param.name);
    const password = ACCOUNTS[name];
    if (password !== undefined && param.key === loginKey(name, password)) {
      return HttpResponse.json(ok(), { headers: { 'X-Token': FACTORY_TOKEN } });
    }
    return HttpResponse.json({ code: 0, message: 'Illegal Login Information' });
  };

  device.answer(systemCustomRoute, { ...SAMPLE_CUSTOM, ...options.custom });
  device.answer(boardInfoRoute, options.board ?? { product_name: 'EPON-OLT-8PON', ponports: 8 });
  device.answer(getSystemLangRoute, { lang: options.lang ?? 'en' });
  device.reply(setSystemLangRoute, ok());
  device.answer(getSystemThemeRoute, { theme: 0 });
  device.answer(systemCaptchaRoute, () => ({ filename: `/captcha/c${++captchaCount}.png` }));
  device.reply(loginRoute, answerLogin);
  device.file(LOGO_FILES.login_logo, () =>
    options.hasLogo
      ? new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } })
      : new HttpResponse('Not Found', { status: 404 }),
  );
  return device;
}
