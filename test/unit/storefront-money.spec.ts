import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/**
 * Storefront money goes through @domain/money only (toCents, toDollars, formatDollars): the cents
 * rules (rounding half up, binary noise) live there once. This test reads storefront/src and fails
 * on dollars/cents arithmetic written by hand: `x / 100`, `x * 100`, `100 * x` and `.toFixed(2)`.
 */
const STOREFRONT = resolve(__dirname, '../../storefront/src');

/** Arithmetic with 100 that is not money, by file (relative to storefront/src) and why. */
const NOT_MONEY: Record<string, string> = {
  'pages/listing/price-range-track.ts': 'the slider handle position as a percentage of the track',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

const isHundred = (n: ts.Node) => ts.isNumericLiteral(n) && Number(n.text) === 100;

/** 'line: text' of every hand-written cents/dollars conversion or money formatting in one source. */
export function handWrittenMoney(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${line + 1}: ${node.getText(file)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const divides = op === ts.SyntaxKind.SlashToken || op === ts.SyntaxKind.SlashEqualsToken;
      const multiplies = op === ts.SyntaxKind.AsteriskToken || op === ts.SyntaxKind.AsteriskEqualsToken;
      if ((divides && isHundred(node.right)) || (multiplies && (isHundred(node.right) || isHundred(node.left))))
        report(node);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'toFixed' &&
      node.arguments.length === 1 &&
      ts.isNumericLiteral(node.arguments[0]) &&
      node.arguments[0].text === '2'
    )
      report(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('storefront money only through @domain/money', () => {
  it('finds each kind of hand-written conversion in a planted source', () => {
    const planted = [
      'const a = cents / 100;',
      'const b = Math.round(dollars * 100);',
      'const c = 100 * dollars;',
      'const d = `$${amount.toFixed(2)}`;',
      'const e = toDollars(cents); // cents / 100 in a comment is fine',
      "const f = 'x * 100 in a string';",
    ].join('\n');
    expect(handWrittenMoney('planted.ts', planted)).toEqual([
      '1: cents / 100',
      '2: dollars * 100',
      '3: 100 * dollars',
      '4: amount.toFixed(2)',
    ]);
  });

  it('no storefront source converts or formats money by hand', () => {
    const offenders = sourceFiles(STOREFRONT).flatMap((path) => {
      const rel = relative(STOREFRONT, path).split('\\').join('/');
      if (NOT_MONEY[rel]) return [];
      return handWrittenMoney(rel, readFileSync(path, 'utf8')).map((hit) => `storefront/src/${rel}:${hit}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every file excused as not money still exists and still needs the excuse', () => {
    for (const rel of Object.keys(NOT_MONEY)) {
      expect(handWrittenMoney(rel, readFileSync(join(STOREFRONT, rel), 'utf8'))).not.toEqual([]);
    }
  });
});
