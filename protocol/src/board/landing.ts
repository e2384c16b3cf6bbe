// Where an operator arrives, apart from the menus: the login page needs only these (a module is shipped whole with the
// first page that imports it, web/build/ownChunks.ts)

/** Where the sign-in page answers: the site root and its own name. */
export const SIGN_IN_PATHS = ['/', '/login'] as const;
/** The address of the status home after sign-in (spec §2); it shows the status page. */
export const HOME_PATH = '/main';
/** The page at `HOME_PATH`; the sign-in names it so the device can start reading what it shows (auth.ts `login`). */
export const HOME_PAGE = 'status' as const;
