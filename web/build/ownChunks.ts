import type { Plugin, Rollup } from 'vite';

/** The modules every console page starts from: the console itself and its early start (app/earlyStart.ts). */
const CONSOLE_ROOTS = /[\\/]web[\\/]src[\\/]app[\\/](App\.tsx|earlyStart\.ts)$/;
/** The login page's start: what it reaches stays in the login page's own files. */
const LOGIN_ROOT = /[\\/]web[\\/]src[\\/]boot\.tsx$/;
/** The entry, which the device's login page runs before its first paint: what it imports stays in it. */
const ENTRY = /[\\/]web[\\/]src[\\/]main\.ts$/;
/** The project's own modules; libraries keep the groups vite.config.ts gives them. */
const OWN_MODULE = /[\\/](web|protocol)[\\/]src[\\/][^?]*$/;

/** The package a library module belongs to (`@scope/name` or `name`), null for the project's own. */
function packageOf(id: string): string | null {
  const match = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  return match ? (match[1] as string).replace('\\', '/') : null;
}

/** Every name a module takes from another: `null` for all of them (`import * as`, `export * from`). */
type Taken = Map<string, Set<string> | null>;

interface Statement {
  type: string;
  source?: { value: unknown } | null;
  importKind?: string;
  exportKind?: string;
  specifiers?: { type: string; imported?: { name?: string; value?: string }; local?: { name?: string } }[];
}

const nameOf = (node: { name?: string; value?: string } | undefined): string => node?.name ?? node?.value ?? 'default';

/**
 * The module graph as the names modules take from each other, so that a barrel (a module of re-exports only, like
 * the protocol's index) leads only to the modules whose exports are taken through it, not to all it re-exports.
 */
class NameGraph {
  private readonly taken = new Map<string, Taken>();
  private readonly barrels = new Set<string>();

  constructor(private readonly ctx: Rollup.PluginContext) {}

  async load(ids: readonly string[]): Promise<void> {
    for (const id of ids.filter((i) => OWN_MODULE.test(i))) {
      const code = this.ctx.getModuleInfo(id)?.code;
      if (!code || !/\.[cm]?[jt]sx?$/.test(id)) continue;
      const body = (this.ctx.parse(code) as unknown as { body: Statement[] }).body;
      const taken: Taken = new Map();
      let isBarrel = body.length > 0;
      for (const statement of body) {
        const source = statement.source?.value;
        if (typeof source !== 'string') {
          isBarrel = false;
          continue;
        }
        if (statement.type === 'ImportDeclaration') isBarrel = false;
        if (statement.importKind === 'type' || statement.exportKind === 'type') continue;
        const target = (await this.ctx.resolve(source, id))?.id;
        if (!target) continue;
        const specifiers = statement.specifiers ?? [];
        const names =
          statement.type === 'ExportAllDeclaration' ||
          specifiers.some((s) => s.type === 'ImportNamespaceSpecifier' || s.type === 'ExportNamespaceSpecifier')
            ? null
            : specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported ?? s.local)));
        const before = taken.get(target);
        taken.set(target, names === null || before === null ? null : new Set([...(before ?? []), ...names]));
      }
      this.taken.set(id, taken);
      if (isBarrel) this.barrels.add(id);
    }
  }

  /** The module that defines `name` as `module` exports it, through barrels. */
  private definer(module: string, name: string): string | null {
    if (!this.barrels.has(module)) return module;
    for (const [target, names] of this.taken.get(module) ?? []) {
      if (names !== null && !names.has(name)) continue;
      if (names === null && this.barrels.has(target)) {
        // a barrel of barrels (the protocol's entry over its areas' entries): the name is wherever the inner one has it
        const found = this.definer(target, name);
        if (found !== null) return found;
        continue;
      }
      if (names === null && !this.ctx.getModuleInfo(target)?.exports.includes(name)) continue;
      return this.definer(target, name);
    }
    return null;
  }

  /** The modules `id` takes something from, barrels seen through. */
  private needs(id: string): string[] {
    return [...(this.taken.get(id) ?? [])].flatMap(([target, names]) =>
      !this.barrels.has(target) || names === null
        ? [target]
        : [...names].flatMap((name) => this.definer(target, name) ?? []),
    );
  }

  /** Every own module `roots` need, statically, taking from barrels only what is asked of them. */
  reachedFrom(roots: readonly string[]): Set<string> {
    const seen = new Set<string>();
    const stack = [...roots];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...this.needs(id));
    }
    return seen;
  }
}

/** Which of the project's own modules go in which shared chunk (vite.config.ts `CHUNK_GROUPS`). */
export interface OwnChunks {
  plugin: Plugin;
  /** what the entry imports, shared with the pages it starts (the first reads, the held submits) */
  isEntry: (id: string) => boolean;
  /** what the login page imports, shared with the console */
  isLogin: (id: string) => boolean;
  /**
   * what every console page needs beyond the login page's, and the modules pages share that bring no library the
   * console does not load already
   */
  isCore: (id: string) => boolean;
  /**
   * a library module the console's core imports itself, which goes with the core unless a library group of its own
   * claims it (the icons' SVG definitions the plain components draw, components/plain/plainIcons.ts)
   */
  isCoreLibrary: (id: string) => boolean;
}

/**
 * The own modules that two or more pages (or lazily loaded parts) import and that need no library beyond those the
 * console starts with: in the console's core rather than in chunks of their own, for which the bundler would make a
 * file each, some of a few hundred bytes (the ONU table opened directly asked for eight such files, and painted
 * sooner with them in the core; README › Benchmarks). A module that brings a library of its own (Ant
 * Design, the charts, zod) stays out, and with it everything that imports it.
 */
function sharedByLazyParts(
  ctx: Rollup.PluginContext,
  graph: NameGraph,
  ids: readonly string[],
  starts: readonly Set<string>[],
): string[] {
  const started = new Set(starts.flatMap((side) => [...side]));
  const startPackages = new Set([...started].flatMap((id) => packageOf(id) ?? []));
  const lazyRoots = ids.filter(
    (id) => OWN_MODULE.test(id) && (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const roots = new Set(lazyRoots);
  const sharers = new Map<string, number>();
  for (const root of lazyRoots)
    for (const id of graph.reachedFrom([root]))
      if (OWN_MODULE.test(id) && !roots.has(id) && !started.has(id)) sharers.set(id, (sharers.get(id) ?? 0) + 1);
  const bringsNoLibrary = (id: string) =>
    [...graph.reachedFrom([id])].every((reached) => {
      if (started.has(reached)) return true;
      const pkg = packageOf(reached);
      return pkg === null ? OWN_MODULE.test(reached) : startPackages.has(pkg);
    });
  return [...sharers].filter(([id, count]) => count >= 2 && bringsNoLibrary(id)).map(([id]) => id);
}

/**
 * The project's own modules by when they are needed, derived from the build's module graph: the entry's, the login
 * page's, and the console's core (what the console and its early start import statically, less the login page's). Each
 * is one chunk rather than the dozens a bundler makes of modules shared with lazy pages: each file costs a browser on
 * this class of machine request overhead, six at a time, which a console page opened directly waits for (README,
 * Benchmarks). A module only some pages import is reached from none of these and stays with them. Every group takes in
 * what its modules import, so the entry's modules must have a group of their own: in the login page's chunk they would
 * make the entry wait for that chunk before the first paint.
 */
export function ownChunks(): OwnChunks {
  let entry = new Set<string>();
  let login = new Set<string>();
  let core = new Set<string>();
  let coreLibraries = new Set<string>();
  return {
    plugin: {
      name: 'olt-own-chunks',
      apply: 'build',
      // once every module is parsed, before chunks are formed
      async buildEnd() {
        const ids = [...this.getModuleIds()];
        const graph = new NameGraph(this);
        await graph.load(ids);
        const own = (reached: Set<string>) => [...reached].filter((id) => OWN_MODULE.test(id));
        const entrySide = graph.reachedFrom(ids.filter((id) => ENTRY.test(id)));
        const loginSide = graph.reachedFrom(ids.filter((id) => LOGIN_ROOT.test(id)));
        const consoleSide = graph.reachedFrom(ids.filter((id) => CONSOLE_ROOTS.test(id)));
        // the entry's style sheet stays its own: the device writes it inline into the login page it renders
        entry = new Set(own(entrySide).filter((id) => !ENTRY.test(id) && !id.endsWith('.css')));
        login = new Set(own(loginSide).filter((id) => !entrySide.has(id) && !LOGIN_ROOT.test(id)));
        core = new Set(own(consoleSide).filter((id) => !entrySide.has(id) && !loginSide.has(id)));
        for (const id of sharedByLazyParts(this, graph, ids, [entrySide, loginSide, consoleSide])) core.add(id);
        coreLibraries = new Set(
          [...consoleSide].filter((id) => packageOf(id) !== null && !entrySide.has(id) && !loginSide.has(id)),
        );
      },
    },
    isEntry: (id) => entry.has(id),
    isLogin: (id) => login.has(id),
    isCore: (id) => core.has(id),
    isCoreLibrary: (id) => coreLibraries.has(id),
  };
}
