/**
 * Every button modifier the storefront writes (`btn--danger`, `btn--ghost`...) has a style: a class
 * without one draws a bare, unstyled button that looks like a mistake.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..', '..', 'storefront', 'src');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('storefront button styles', () => {
  it('styles every btn-- modifier a component uses', () => {
    const css = files(SRC, /\.css$/)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const styled = new Set([...css.matchAll(/\.(btn--[a-z-]+)/g)].map((m) => m[1]));
    const used = new Set(
      files(SRC, /\.tsx?$/).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b(btn--[a-z-]+)/g)].map((m) => m[1])),
    );
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((c) => !styled.has(c))).toEqual([]);
  });
});
