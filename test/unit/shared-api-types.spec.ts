import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/**
 * The API's response types live once, in backend/domain/api (docs/architecture.md): the
 * backend's view builders return them and the front ends import them through `@domain/api/...`.
 * This keeps hand-written copies from coming back, and keeps the type modules free of runtime code.
 */
const ROOT = resolve(__dirname, '../..');
const API_DIR = join(ROOT, 'backend/domain/api');
const FRONT_ENDS = ['storefront/src', 'backoffice/src'].map((d) => join(ROOT, d));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

const isExported = (n: ts.Node) =>
  ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Names the API type modules export: interfaces, type aliases and type re-exports. */
function exportedApiTypes(files: ts.SourceFile[]): Set<string> {
  const names = new Set<string>();
  for (const sf of files) {
    for (const s of sf.statements) {
      if ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && isExported(s)) names.add(s.name.text);
      if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause))
        s.exportClause.elements.forEach((e) => names.add(e.name.text));
    }
  }
  return names;
}

/** Every interface and type alias a file declares, at any depth, as 'file:line Name'. */
function declaredTypes(sf: ts.SourceFile): Array<{ name: string; where: string }> {
  const found: Array<{ name: string; where: string }> = [];
  const visit = (n: ts.Node) => {
    if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) {
      const line = sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
      found.push({ name: n.name.text, where: `${relative(ROOT, sf.fileName)}:${line}` });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** Front-end declarations that re-type an API type by name. */
function copies(apiNames: Set<string>, frontEnd: ts.SourceFile[]): string[] {
  return frontEnd
    .flatMap(declaredTypes)
    .filter((d) => apiNames.has(d.name))
    .map((d) => `${d.where} declares ${d.name}: import it from @domain/api instead`);
}

/** Statements of an API type module that are not types (a value, a class, a runtime import). */
function runtimeCode(sf: ts.SourceFile): string[] {
  return sf.statements
    .filter((s) => {
      if (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) return false;
      if (ts.isImportDeclaration(s)) return !s.importClause?.isTypeOnly;
      if (ts.isExportDeclaration(s)) return !s.isTypeOnly;
      return true;
    })
    .map((s) => `${relative(ROOT, sf.fileName)}:${sf.getLineAndCharacterOfPosition(s.getStart()).line + 1}`);
}

describe('shared API types (backend/domain/api)', () => {
  const apiFiles = sourceFiles(API_DIR).map((f) => parse(f));
  const apiNames = exportedApiTypes(apiFiles);
  const frontEnd = FRONT_ENDS.flatMap(sourceFiles).map((f) => parse(f));

  it('reads the real modules', () => {
    expect([...apiNames]).toEqual(
      expect.arrayContaining(['CustomerView', 'WebConfigView', 'ListingPage', 'PlacedOrder', 'OrderDetailView']),
    );
    expect(frontEnd.length).toBeGreaterThan(100);
  });

  it('no front-end file declares a type named like an API type', () => {
    expect(copies(apiNames, frontEnd)).toEqual([]);
  });

  it('finds a planted copy, nested or exported', () => {
    const planted = parse(
      join(ROOT, 'storefront/src/planted.tsx'),
      `export interface CustomerView { id: number }\nfunction f() { type WebConfigView = { logo: string }; }\ninterface Fine { a: 1 }`,
    );
    expect(copies(apiNames, [planted])).toEqual([
      'storefront/src/planted.tsx:1 declares CustomerView: import it from @domain/api instead',
      'storefront/src/planted.tsx:2 declares WebConfigView: import it from @domain/api instead',
    ]);
  });

  it('the API modules hold types only (no runtime code, no runtime import)', () => {
    expect(apiFiles.flatMap(runtimeCode)).toEqual([]);
    const planted = parse(
      join(API_DIR, 'planted.ts'),
      `import { Injectable } from '@nestjs/common';\nimport type { A } from './a';\nexport const x = 1;\nexport interface B { a: A }`,
    );
    expect(runtimeCode(planted)).toEqual(['backend/domain/api/planted.ts:1', 'backend/domain/api/planted.ts:3']);
  });
});
