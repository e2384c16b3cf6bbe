import { isPassword, isUserName } from '@olt/protocol/light';
import type { LoginKey } from './loginText.ts';

export type FieldName = 'name' | 'password' | 'captcha';

/** Spec §5: each field's check, answering the message key when the value is not acceptable. */
export const CHECKS: Record<FieldName, (value: string) => LoginKey | undefined> = {
  name: (v) => (v === '' ? 'error.userNameEmpty' : isUserName(v) ? undefined : 'error.userName'),
  password: (v) => (v === '' ? 'error.passwordEmpty' : isPassword(v) ? undefined : 'error.password'),
  captcha: (v) => (v === '' ? 'error.captcha' : undefined),
};

export const INPUT_IDS: Record<FieldName, string> = {
  name: 'login-name',
  password: 'login-password',
  captcha: 'login-captcha',
};

/** The device keeps captcha answers short (protocol LoginParam.captcha_v). */
export const CAPTCHA_MAX_CHARS = 16;
