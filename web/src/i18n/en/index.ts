import type { zh } from '../zh/index.ts';
import { common } from './common.ts';
import { login } from './login.ts';

export const en = { common, login } satisfies typeof zh;
