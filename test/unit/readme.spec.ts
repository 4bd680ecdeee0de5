import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { DEMO_USERS } from '../../backend/database/demo-data/demo-accounts';

/**
 * The README stays a one-page introduction and the documents it leads to stay connected: every
 * relative link (and its #section) in README.md, docs/ and bench-results/history.md resolves to a
 * file of the repository, and every decision record has its four sections.
 */
const PROJECT = join(__dirname, '..', '..');
const README = join(PROJECT, 'README.md');
const DECISIONS = join(PROJECT, 'docs', 'decisions');

describe('README and docs', () => {
  it('keeps the README to a five-minute read: at most 200 lines, with its architecture picture', () => {
    const text = readFileSync(README, 'utf8');
    expect(text.split('\n').length).toBeLessThanOrEqual(200);
    expect(text).toContain('```mermaid');
  });

  it('lists the demo logins the demo data creates', () => {
    const text = readFileSync(README, 'utf8');
    for (const user of DEMO_USERS) {
      const row = text.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${user.username}\``));
      expect(row).toBeDefined();
      expect(row).toContain(`\`${user.password}\``);
    }
  });

  it('names every backend folder and every API type module in docs/architecture.md', () => {
    const architecture = readFileSync(join(PROJECT, 'docs/architecture.md'), 'utf8');
    const backend = join(PROJECT, 'backend');
    const folders = readdirSync(backend, { withFileTypes: true }).filter((e) => e.isDirectory());
    const apiModules = readdirSync(join(backend, 'domain', 'api')).map((f) => f.replace(/\.ts$/, ''));
    expect(folders.length).toBeGreaterThan(20);
    expect(apiModules.length).toBeGreaterThan(10);
    expect(folders.map((e) => `${e.name}/`).filter((name) => !architecture.includes(name))).toEqual([]);
    expect(apiModules.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });

  it('has no relative link to a file or section that does not exist', () => {
    const files = [README, join(PROJECT, 'bench-results/history.md'), ...markdownFiles(join(PROJECT, 'docs'))];
    expect(files.length).toBeGreaterThan(10);
    const broken = files.flatMap((file) => brokenLinks(file).map((link) => `${relative(PROJECT, file)}: ${link}`));
    expect(broken).toEqual([]);
  });

  it('gives every decision record a unique number, a title and the sections Status, Context, Decision, Consequences', () => {
    const records = readdirSync(DECISIONS).filter((f) => f !== 'README.md');
    expect(records.length).toBeGreaterThanOrEqual(19);
    const numbers = records.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    for (const file of records) {
      expect(file).toMatch(/^\d{4}-[a-z0-9-]+\.md$/);
      const number = file.slice(0, 4);
      const text = readFileSync(join(DECISIONS, file), 'utf8');
      expect(text).toMatch(new RegExp(`^# 0*${Number(number)}\\. \\S`));
      const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
      expect({ file, sections }).toEqual({ file, sections: ['Status', 'Context', 'Decision', 'Consequences'] });
    }
  });

  it('lists every decision record in the index, docs/decisions/README.md', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const records = readdirSync(DECISIONS).filter((f) => f !== 'README.md');
    expect(records.filter((file) => !index.includes(`](${file})`))).toEqual([]);
  });
});

/** Every .md file under `dir`. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownFiles(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
}

/** The text without fenced code blocks and code spans (a link written as code is not a link). */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The relative links of a Markdown file (`[text](target)`, images too) that lead nowhere. */
function brokenLinks(file: string): string[] {
  const text = withoutCode(readFileSync(file, 'utf8'));
  const targets = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  return targets.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !resolves(file, target));
}

function resolves(from: string, target: string): boolean {
  const [path, section] = target.split('#');
  const file = path ? resolve(dirname(from), decodeURIComponent(path)) : from;
  if (relative(PROJECT, file).startsWith('..') || !existsSync(file)) return false;
  if (section === undefined) return true;
  return statSync(file).isFile() && file.endsWith('.md') && headingSlugs(file).has(section);
}

/** The anchors GitHub gives a Markdown file's headings (lower case, punctuation dropped, spaces as -). */
function headingSlugs(file: string): Set<string> {
  const slugs = new Set<string>();
  for (const [, heading] of withoutFences(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    for (let n = 1; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
  }
  return slugs;
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}
