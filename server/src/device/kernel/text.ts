import { refuse } from './errors.ts';

/** Length in characters as a person counts them (code points), so a Chinese name is not counted double. */
const charCount = (text: string): number => [...text].length;

// a loop, not a regex: a pattern with control characters in it would trip the no-control-regex lint rule
const hasControl = (text: string): boolean => [...text].some((c) => (c.codePointAt(0) ?? 0) < 0x20 || c === '\u007f');

/** Refuses a text longer than `max` characters or holding control characters. */
export function checkText(text: string, what: string, max: number, min = 0): void {
  const n = charCount(text);
  if (n < min || n > max)
    refuse(min > 0 ? `${what} must be ${min}–${max} characters` : `${what} must be at most ${max} characters`);
  if (hasControl(text)) refuse(`${what} must not contain control characters`);
}

/** Refuses a name holding white space (the console strips it before sending, so only a bad client sends it). */
export function checkNoSpace(text: string, what: string): void {
  if (/\s/.test(text)) refuse(`${what} must not contain white space`);
}
