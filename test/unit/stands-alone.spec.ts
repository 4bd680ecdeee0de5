import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository stands alone: no code or test reaches a file outside it, such as the
 * spec folder that sits beside the repository on the development machine. Checked on the text of
 * every source file: absolute paths into that folder, relative paths ('../..' strings and
 * join(__dirname, '..', ...) segments) that climb out of the repository, and relative paths to a
 * 'shared' folder that does not exist where they point.
 */
const ROOT = resolve(__dirname, '..', '..');
const FOLDERS = ['backend', 'test', 'scripts', 'storefront/src', 'backoffice/src'];
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|json|md|css|html|sql|yml|yaml|sh)$/;
const SHARED = ['sh', 'ared'].join(''); // spelled in two parts so this file does not match itself
const UP = '\\.\\./';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

const inside = (path: string) => path === ROOT || path.startsWith(ROOT + sep);

/** Every place in `text` (a file in `dir`) that points outside the repository, described. */
export function outsideReferences(text: string, dir: string): string[] {
  const found: string[] = [];
  if (text.includes(`/work/${SHARED}`)) found.push(`/work/${SHARED}`);
  // '../../x' in a string, a comment or an import.
  for (const m of text.matchAll(new RegExp(`((?:${UP})+)([\\w.-]+)`, 'g'))) {
    const target = resolve(dir, m[1], m[2]);
    if (!inside(target) || (m[2] === SHARED && !existsSync(target))) found.push(m[0]);
  }
  // join(__dirname, '..', '..', 'x') and the like.
  for (const m of text.matchAll(/__dirname((?:\s*,\s*['"]\.\.['"])+)(?:\s*,\s*['"]([\w.-]+)['"])?/g)) {
    const ups = m[1].match(/\.\./g)!.length;
    const target = resolve(dir, ...Array<string>(ups).fill('..'), m[2] ?? '.');
    if (!inside(target) || (m[2] === SHARED && !existsSync(target))) found.push(m[0].replace(/\s+/g, ' '));
  }
  return found;
}

describe('the repository stands alone', () => {
  it('has no file under backend/, test/, scripts/ and the front ends that reaches outside it', () => {
    const files = FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)));
    expect(files.length).toBeGreaterThan(300);
    const offenders = files.flatMap((file) =>
      outsideReferences(readFileSync(file, 'utf8'), dirname(file)).map((ref) => `${relative(ROOT, file)}: ${ref}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises the ways a file can point outside the repository', () => {
    const testDir = join(ROOT, 'test', 'e2e');
    // Built from parts, so that this file itself holds none of them.
    const up = (n: number) => '../'.repeat(n);
    const segments = (n: number) => Array<string>(n).fill(`'..'`).join(', ');
    expect(outsideReferences(`join(__dirname, ${segments(3)}, '${SHARED}', 'data', 'x.csv')`, testDir)).toHaveLength(1);
    expect(outsideReferences(`join(__dirname, ${segments(3)}, 'elsewhere')`, testDir)).toHaveLength(1);
    expect(outsideReferences(`const csv = '${up(3)}${SHARED}/data/x.csv';`, testDir)).toHaveLength(1);
    expect(outsideReferences(`// measured on ${up(1)}${SHARED}/data`, join(ROOT, 'backend', 'domain'))).toHaveLength(1);
    expect(outsideReferences(`readFileSync('/work/${SHARED}/spec/store-spec.md')`, testDir)).toHaveLength(1);
    // Inside the repository: the back office's own shared folder, the project root.
    const adminDir = join(ROOT, 'backoffice', 'src', 'admin');
    expect(outsideReferences(`import { LoginScreen } from '${up(1)}${SHARED}/LoginScreen';`, adminDir)).toEqual([]);
    expect(outsideReferences(`const ROOT = join(__dirname, ${segments(2)});`, testDir)).toEqual([]);
  });
});
