import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
// by path, as vite.config.ts imports the protocol (Node loads the config, not the package's TypeScript)
import { CONSOLE_PRELOADS_FILE, type ConsolePreloads } from '../../protocol/src/core/files.ts';

/** The modules a console page opened directly starts with: the entry's console, its early start and the login code. */
const CORE_MODULES = /[\\/]src[\\/](boot\.tsx|app[\\/]App\.tsx|app[\\/]earlyStart\.ts)$/;

/** Each language's dictionaries, a lazy part of their own (lib/i18n.ts). */
const LANGUAGE_MODULES = /[\\/]src[\\/]i18n[\\/](zh|en)[\\/]index\.ts$/;

/** `{ name: 'onu_allow', … load: () => import('./OnuAllowPage.tsx') }` in a feature's pages.ts. */
const REGISTRATION = /name:\s*'([a-z_]+)'[\s\S]*?import\('\.\/([\w.]+)'\)/g;

interface Chunk {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes, for the device server, the files a console page opened directly needs: the console's core, each page's
 * own and each language's dictionaries, each with every file it imports. The server names them in the page it serves (`<link rel="modulepreload">`),
 * so the browser fetches them all at once while it reads the page, instead of in waves as each module finds its
 * imports, which a console page opened directly would wait for.
 */
export function consolePreloads(srcDir: string): Plugin {
  let isServerBuild = false;
  return {
    name: 'olt-console-preloads',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    // once the files are written: Vite drops the chunks that held only a style sheet, and they must not be named
    writeBundle(options, bundle) {
      if (isServerBuild || !options.dir) return;
      const outDir = options.dir;
      const chunks = Object.values(bundle).filter(
        (c): c is typeof c & Chunk => c.type === 'chunk' && existsSync(join(outDir, c.fileName)),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));
      const closure = (roots: readonly Chunk[]): string[] => {
        const seen = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        roots.forEach(visit);
        return [...seen];
      };
      // by the modules they hold: the console and its early start are in a chunk shared with others (build/ownChunks.ts)
      const core = closure(chunks.filter((c) => c.moduleIds.some((id) => CORE_MODULES.test(id))));
      const pages: Record<string, string[]> = {};
      const featuresDir = join(srcDir, 'features');
      for (const feature of readdirSync(featuresDir)) {
        let source: string;
        try {
          source = readFileSync(join(featuresDir, feature, 'pages.ts'), 'utf8');
        } catch {
          continue;
        }
        for (const [, name, file] of source.matchAll(REGISTRATION)) {
          const chunk = byModule.get(resolve(featuresDir, feature, file as string));
          if (name && chunk) pages[name] = closure([chunk]).filter((f) => !core.includes(f));
        }
      }
      const languages: ConsolePreloads['languages'] = {};
      for (const [id, chunk] of byModule) {
        const lang = LANGUAGE_MODULES.exec(id)?.[1];
        if (lang === 'zh' || lang === 'en') languages[lang] = closure([chunk]).filter((f) => !core.includes(f));
      }
      const file = join(outDir, CONSOLE_PRELOADS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ core, pages, languages } satisfies ConsolePreloads));
    },
  };
}
