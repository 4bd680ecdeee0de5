import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Comments explain, they do not point away: no source file cites a ticket by number, and every
 * Markdown file a source file names is in the repository. A reader given only the repository can
 * follow every reference. Checked on the text of every source file of the back end, both front ends,
 * the tests, the scripts and the root configuration (comments and strings alike).
 */
const ROOT = resolve(__dirname, '..', '..');
const FOLDERS = ['backend', 'storefront', 'backoffice', 'test', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist']);

/** A ticket cited by number, in any case, with or without '#'. */
const TICKET = /\bissues? #?\d+/i;
/** A Markdown file's name, with or without a path before it. */
const MARKDOWN = /[\w@./*{}$-]*[\w-]\.md\b/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

const inside = (path: string) => path.startsWith(ROOT + sep);

/** Whether a Markdown reference found in a file of `dir` names a file of the repository. */
function markdownExists(ref: string, dir: string): boolean {
  // A pattern, an interpolated path or an address on the web is not a file of the repository.
  if (/[*{}$]/.test(ref) || ref.startsWith('//')) return true;
  const candidates = [resolve(dir, ref), resolve(ROOT, ref)].filter(inside);
  return candidates.some((path) => existsSync(path));
}

/** Every citation in `text` (a file in `dir`) a reader could not follow, as 'line: what'. */
export function unfollowableCitations(text: string, dir: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const ticket = TICKET.exec(line);
    if (ticket) found.push(`${index + 1}: ticket number '${ticket[0]}'`);
    for (const [ref] of line.matchAll(MARKDOWN)) {
      if (!markdownExists(ref, dir)) found.push(`${index + 1}: missing Markdown file '${ref}'`);
    }
  });
  return found;
}

function repositoryFiles(): string[] {
  const rootFiles = readdirSync(ROOT)
    .filter((name) => SOURCE.test(name))
    .map((name) => join(ROOT, name));
  return [...rootFiles, ...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))];
}

describe('comments and strings cite nothing a reader cannot follow', () => {
  it('has no ticket number and no missing Markdown file in any source file (listed as file:line)', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(300);
    const offenders = files.flatMap((file) =>
      unfollowableCitations(readFileSync(file, 'utf8'), dirname(file)).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises a ticket number and a Markdown file that is not in the repository', () => {
    const dir = join(ROOT, 'backend', 'orders');
    // Built from parts, so that this file itself holds none of them.
    const ticket = ['iss', 'ue'].join('');
    const md = (name: string) => `${name}.${'md'}`;
    expect(unfollowableCitations(`// Promotions (${ticket} 13): case discounts`, dir)).toEqual([
      `1: ticket number '${ticket} 13'`,
    ]);
    expect(unfollowableCitations(`/**\n * See ${ticket}s #12 and 13.\n */`, dir)).toHaveLength(1);
    expect(unfollowableCitations(`it('${ticket.toUpperCase()} 16.15: hints', () => {});`, dir)).toHaveLength(1);
    expect(unfollowableCitations(`// the order workflow (${md('decisions')} 'Orders')`, dir)).toEqual([
      `1: missing Markdown file '${md('decisions')}'`,
    ]);
    expect(unfollowableCitations(`// see ${md('docs/no-such-page')}`, dir)).toHaveLength(1);
    expect(unfollowableCitations(`// see ${md('../../no-such-page')}`, dir)).toHaveLength(1);
    // In the repository: the README from the root or relative to the file; patterns and interpolations.
    expect(unfollowableCitations(`// see ${md('README')} and ${md('../../README')}`, dir)).toEqual([]);
    expect(unfollowableCitations('// writes `${name}.' + 'md` and bench-results/*.' + 'md', dir)).toEqual([]);
    expect(unfollowableCitations('// the issues list, a tissue 3 cm wide, 12 issues', dir)).toEqual([]);
  });
});
