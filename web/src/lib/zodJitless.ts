/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes whether it may; under the device's
 * Content-Security-Policy (no 'unsafe-eval') each probe is a reported violation. Zod keeps its settings in
 * `globalThis.__zod_globalConfig` and adopts an object found there, so the entry sets it before zod ever loads, without
 * loading zod into the login page (README › Benchmarks: its byte budget). The entry's first import.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
