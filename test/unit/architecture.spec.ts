import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

/**
 * The folder rules of backend/ (docs/architecture.md): feature folders depend on each other one way
 * only, common/ sits below every feature, and domain/ (shared with the front ends) stays pure.
 * The graph is read from the source: every relative or @domain/ import, `import type` included.
 */
const BACKEND = resolve(__dirname, '../../backend');
/** What common/ may build on besides itself: nothing that knows a feature. */
const BELOW_COMMON = ['config', 'domain'];
/** The only packages domain/ may import: pure and usable by the front ends as well. */
const DOMAIN_PACKAGES = ['date-fns', '@date-fns/tz'];

/** The package an import names ('date-fns/addDays' is date-fns, '@date-fns/tz' itself). */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

interface Edge {
  from: string;
  to: string;
  /** 'file: specifier', the first import that makes this edge. */
  via: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** backend/<folder>/... -> folder; files at the top (main.ts, app.module.ts...) are '(root)'. */
function folderOf(file: string): string {
  const rel = relative(BACKEND, file);
  if (rel.startsWith('..')) return '(outside backend)';
  const parts = rel.split(sep);
  return parts.length === 1 ? '(root)' : parts[0];
}

/** Every import of one file: its specifier and the absolute path it points at (null: a package). */
function importsOf(file: string): Array<{ spec: string; target: string | null }> {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map(({ fileName: spec }) => ({
    spec,
    target: spec.startsWith('.')
      ? resolve(dirname(file), spec)
      : spec.startsWith('@domain/')
        ? join(BACKEND, 'domain', spec.slice('@domain/'.length))
        : null,
  }));
}

function folderGraph(files: string[]): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of files) {
    const from = folderOf(file);
    for (const { spec, target } of importsOf(file)) {
      const to = target && folderOf(target);
      if (!to || to === from || edges.has(`${from}>${to}`)) continue;
      edges.set(`${from}>${to}`, { from, to, via: `${relative(BACKEND, file)}: '${spec}'` });
    }
  }
  return [...edges.values()];
}

/** The source file an import's target names ('./x' -> x.ts, x.tsx or x/index.ts); null when none. */
function fileOf(target: string): string | null {
  const found = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find(
    (f) => /\.tsx?$/.test(f) && existsSync(f),
  );
  return found ?? null;
}

/** File-level edges: every import of a backend file that names another backend file, `import type` included. */
function fileGraph(files: string[]): Edge[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap(({ spec, target }) => {
      const to = target && fileOf(target);
      if (!to || folderOf(to) === '(outside backend)') return [];
      const from = relative(BACKEND, file);
      return [{ from, to: relative(BACKEND, to), via: `${from}: '${spec}'` }];
    }),
  );
}

/** Nodes reachable from `start` in one or more steps. */
function reachable(next: Map<string, Edge[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    for (const e of next.get(stack.pop()!) ?? []) {
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      stack.push(e.to);
    }
  }
  return seen;
}

/** The shortest cycle through `start` (breadth-first), as its edges. */
function shortestCycle(next: Map<string, Edge[]>, start: string): Edge[] {
  const via = new Map<string, Edge>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const e of next.get(queue[i]) ?? []) {
      if (e.to === start) {
        const loop = [e];
        for (let n = e.from; n !== start; n = via.get(n)!.from) loop.unshift(via.get(n)!);
        return loop;
      }
      if (via.has(e.to)) continue;
      via.set(e.to, e);
      queue.push(e.to);
    }
  }
  return [];
}

/**
 * One report per group of folders (or files) that reach each other: its shortest cycle as a path
 * 'a -> b -> a', the import behind each step, and every folder caught in the group.
 */
function findCycles(edges: Edge[], nodeKind = 'folders'): string[] {
  const next = new Map<string, Edge[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e]);
  const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort();
  const reach = new Map(nodes.map((n) => [n, reachable(next, n)]));
  const reported = new Set<string>();
  const out: string[] = [];
  for (const a of nodes) {
    if (reported.has(a) || !reach.get(a)!.has(a)) continue;
    const group = nodes.filter((b) => reach.get(a)!.has(b) && reach.get(b)!.has(a));
    group.forEach((b) => reported.add(b));
    const loop = group.map((b) => shortestCycle(next, b)).reduce((x, y) => (y.length < x.length ? y : x));
    out.push(
      [
        [...loop.map((e) => e.from), loop[0].from].join(' -> '),
        ...loop.map((e) => `    ${e.from} -> ${e.to} (${e.via})`),
        `    ${nodeKind} in this cycle: ${group.join(', ')}`,
      ].join('\n'),
    );
  }
  return out;
}

describe('architecture: backend folder dependencies', () => {
  const files = sourceFiles(BACKEND);
  const edges = folderGraph(files);

  it('reads a real graph (the app module imports its features)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.filter((e) => e.from === '(root)').map((e) => e.to)).toEqual(
      expect.arrayContaining(['common', 'tenants', 'storeinventory', 'inventory']),
    );
  });

  it('has no dependency cycle between folders', () => {
    expect(findCycles(edges)).toEqual([]);
  });

  it('the cycle check finds a planted cycle and names its path', () => {
    const planted: Edge[] = [
      { from: 'a', to: 'b', via: 'a/x.ts' },
      { from: 'b', to: 'c', via: 'b/y.ts' },
      { from: 'c', to: 'a', via: 'c/z.ts' },
      { from: 'c', to: 'd', via: 'c/w.ts' },
    ];
    const cycles = findCycles([...planted, { from: 'd', to: 'c', via: 'd/v.ts' }]);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/^c -> d -> c\n/);
    expect(cycles[0]).toMatch(/folders in this cycle: a, b, c, d$/);
    expect(findCycles(planted)[0]).toMatch(/^a -> b -> c -> a\n/);
    expect(findCycles(planted.filter((e) => e.to !== 'a'))).toEqual([]);
  });

  it('reads type-only imports into the file graph', () => {
    expect(fileGraph(files)).toContainEqual(
      expect.objectContaining({ from: 'catalogue/search-index.ts', to: 'catalogue/catalogue-product.ts' }),
    );
  });

  it('has no import cycle between files, type-only imports included', () => {
    expect(findCycles(fileGraph(files), 'files')).toEqual([]);
  });

  it('common/ imports no feature folder (not even a type)', () => {
    const bad = edges.filter((e) => e.from === 'common' && !BELOW_COMMON.includes(e.to));
    expect(bad.map((e) => `common -> ${e.to} (${e.via})`)).toEqual([]);
  });

  it('domain/ imports nothing outside itself (the front ends import it)', () => {
    const bad = files
      .filter((f) => folderOf(f) === 'domain')
      .flatMap((f) =>
        importsOf(f)
          // Its unit tests may use test packages (fast-check); the rules themselves use only the
          // calendar library (date-fns with @date-fns/tz), which runs in the server and the browsers.
          .filter(({ spec, target }) =>
            target
              ? folderOf(target) !== 'domain'
              : !f.endsWith('.spec.ts') && !DOMAIN_PACKAGES.includes(packageOf(spec)),
          )
          .map(({ spec }) => `${relative(BACKEND, f)}: '${spec}'`),
      );
    expect(bad).toEqual([]);
  });

  it('no NestJS module cycle is patched with forwardRef', () => {
    const bad = files.filter((f) => /\bforwardRef\s*\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(BACKEND, f));
    expect(bad).toEqual([]);
  });
});
