import { common } from './common.ts';
import { login } from './login.ts';

/** Every namespace of the Chinese dictionary; en/index.ts must have the same shape. */
export const zh = { common, login };
