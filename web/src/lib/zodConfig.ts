import { config } from 'zod/v4/core';

/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it even then; under the
 * device's Content-Security-Policy (no 'unsafe-eval') each probe is a reported violation. Set before any schema is
 * built, so this module is the entry's first import.
 */
config({ jitless: true });
