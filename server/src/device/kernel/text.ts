import { hasControlOrBrokenText } from '@olt/protocol';
import { refuse } from './errors.ts';

/** Length in characters as a person counts them (code points), so a Chinese name is not counted double. */
const charCount = (text: string): number => [...text].length;

/** Refuses a text longer than `max` characters or holding control or broken characters (the protocol's one rule). */
export function checkText(text: string, what: string, max: number, min = 0): void {
  const n = charCount(text);
  if (n < min || n > max)
    refuse(min > 0 ? `${what} must be ${min}–${max} characters` : `${what} must be at most ${max} characters`);
  if (hasControlOrBrokenText(text)) refuse(`${what} must not contain control characters`);
}

/** Refuses a name holding white space (the console strips it before sending, so only a bad client sends it). */
export function checkNoSpace(text: string, what: string): void {
  if (/\s/.test(text)) refuse(`${what} must not contain white space`);
}
