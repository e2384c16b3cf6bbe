// The sign-in rules, apart from the other validators: the login page needs only these, and a module is shipped whole
// with the first page that imports it (web/build/ownChunks.ts)

/**
 * User name: a letter, then 3 to 15 letters, digits, `_` or `.` (spec §5).
 * The spec gives two readings of the length (its English text says 5–16); we implement 4–16, the length the rule
 * itself and the Chinese text state, so the factory account `root` (4 characters) stays valid.
 */
const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.]{3,15}$/;
/** Password: 5 to 16 characters, none of them white space, `?`, `\`, `/`, `'` or `"` (spec §5). */
const PASSWORD_PATTERN = /^[^\s?\\/'"]{5,16}$/;

export const isUserName = (text: string): boolean => USER_NAME_PATTERN.test(text);
export const isPassword = (text: string): boolean => PASSWORD_PATTERN.test(text);
