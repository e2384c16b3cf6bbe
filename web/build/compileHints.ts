import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; others read a comment): every function of a file that starts
 * with it is compiled when the file is, rather than on its first call.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files whose code draws the console's first frame after sign-in: React, the query client, the router and
 * i18next, the console's core (vite.config.ts's chunk groups) and the home page's own. They are loaded while the
 * operator types (login/usePrefetchOnce.ts), and Chromium compiles a module it loads off the main thread: compiled on
 * first call instead, a third of the sign-in's render went to compiling (README › Benchmarks). Then the
 * home page's traffic chart, ECharts with it, loaded after the first paint: its set-up was a long task, most of it
 * compiling. Not the login page's files, whose first calls are at once, nor the large libraries
 * of other pages.
 */
const COMPILED_AHEAD_GROUPS = new Set(['react', 'query', 'core', 'console', 'charts']);
/** The home page's modules (app/menu.ts: `/main` shows the status page) and the chart holder it draws with. */
const HOME_PAGE_MODULE = /[\\/]web[\\/]src[\\/](features[\\/]status[\\/][^\\/]+|components[\\/]EChart)\.tsx$/;

/** Whether a chunk is one of those, by its group's name or by the modules it holds. */
const isCompiledAhead = (chunk: { name: string; moduleIds: readonly string[] }): boolean =>
  COMPILED_AHEAD_GROUPS.has(chunk.name) || chunk.moduleIds.some((id) => HOME_PAGE_MODULE.test(id));

/**
 * Starts those files with the hint: once minified, which would take the comment out, and once Vite has put its list
 * of a lazy import's files at the top of a file that has one, since V8 takes the hint from the file's start.
 */
export function compileHints(): Plugin {
  let isServerBuild = false;
  return {
    name: 'olt-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (isServerBuild) return;
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && isCompiledAhead(file)) file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
