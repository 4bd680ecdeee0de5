import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/**
 * Every package the code imports is declared in package.json (dependencies, devDependencies or
 * optionalDependencies), so none arrives only because another package happens to bring it: such an
 * import breaks the day that package drops or moves it, and the lock file does not show it is ours.
 * Node's own modules and the `@domain/...` alias (backend/domain, as the front ends' bundler and
 * the test runner resolve it) are not packages.
 */
const ROOT = resolve(__dirname, '../..');
const DIRS = ['backend', 'storefront/src', 'backoffice/src', 'scripts', 'test'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const ALIASES = [/^@domain\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(path) : SOURCE.test(e.name) ? [path] : [];
  });
}

function declared(): Set<string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return new Set(['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((k) => Object.keys(pkg[k] ?? {})));
}

/**
 * The module names a file imports (import/export from, import(), require(), import('x').Type), as
 * TypeScript's own import scanner finds them (no full parse).
 */
function specifiers(file: string, text = readFileSync(file, 'utf8')): { name: string; line: number }[] {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => ({ name: f.fileName, line: lineOf(f.pos) }));
}

/** The package a bare module name belongs to (`@scope/name/sub` -> `@scope/name`), or null if not a package. */
export function packageOf(name: string): string | null {
  if (name.startsWith('.') || name.startsWith('/') || name.startsWith('node:')) return null;
  if (ALIASES.some((a) => a.test(name))) return null;
  const parts = name.split('/');
  const pkg = name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(pkg) ? null : pkg;
}

/** `file:line imports pkg` for each import of a package that package.json does not declare. */
function undeclared(files: { path: string; text?: string }[], known: Set<string>): string[] {
  return files.flatMap(({ path, text }) =>
    specifiers(path, text)
      .map(({ name, line }) => ({ pkg: packageOf(name), line }))
      .filter(({ pkg }) => pkg !== null && !known.has(pkg))
      .map(({ pkg, line }) => `${relative(ROOT, path)}:${line} imports ${pkg}, which package.json does not declare`),
  );
}

describe('every imported package is declared in package.json', () => {
  const files = DIRS.flatMap((d) => sourceFiles(join(ROOT, d)));
  const known = declared();

  it('reads the real sources', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(known.has('jsonwebtoken')).toBe(true);
  });

  it('finds no undeclared import', () => {
    expect(
      undeclared(
        files.map((path) => ({ path })),
        known,
      ),
    ).toEqual([]);
  });

  it('finds a planted one, however it is imported', () => {
    const path = join(ROOT, 'scripts/planted.mjs');
    const text = [
      "import puppeteer from 'puppeteer-core';",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { LRUCache } from 'lru-cache';",
      "import type { X } from '@domain/api/x';",
      "export * from 'helmet';",
      "const a = require('debug/src/node');",
      "const b = await import('@types/thing/sub');",
      "type C = import('secure-json-parse').Options;",
    ].join('\n');
    expect(undeclared([{ path, text }], known)).toEqual([
      'scripts/planted.mjs:1 imports puppeteer-core, which package.json does not declare',
      'scripts/planted.mjs:6 imports helmet, which package.json does not declare',
      'scripts/planted.mjs:7 imports debug, which package.json does not declare',
      'scripts/planted.mjs:8 imports @types/thing, which package.json does not declare',
      'scripts/planted.mjs:9 imports secure-json-parse, which package.json does not declare',
    ]);
  });
});
