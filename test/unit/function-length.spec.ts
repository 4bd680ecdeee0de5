import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/**
 * No production function is longer than 80 lines (a React component included): a longer one is
 * split by what it does. Tests, specs and the test-only files are not production code.
 */
const ROOT = join(__dirname, '..', '..');
const MAX_LINES = 80;
const FOLDERS = ['backend', 'storefront/src', 'backoffice/src', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-support']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIPPED.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.(spec|d)\.|\.fixture\./.test(e.name) ? [path] : [];
  });
}

/** 'file:line name (N lines)' for every function of `text` over `max` lines. */
export function longFunctions(file: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > max) {
        const named =
          (node as { name?: ts.Node }).name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
        found.push(`${file}:${start + 1} ${named?.getText(source) ?? '(anonymous)'} (${end - start + 1} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`has no production function over ${MAX_LINES} lines`, () => {
    const files = FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(300);
    const long = files.flatMap((f) => longFunctions(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(long).toEqual([]);
  });

  it('finds a long function, a long arrow and a long method', () => {
    const body = Array.from({ length: 81 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = `function f() {\n${body}\n}\nconst g = () => {\n${body}\n};\nclass C {\n  m() {\n${body}\n  }\n}\n`;
    expect(longFunctions('x.ts', text).map((l) => l.split(' ')[1])).toEqual(['f', 'g', 'm']);
    expect(longFunctions('x.ts', 'function short() {\n  return 1;\n}\n')).toEqual([]);
  });
});
