import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ORDER_STATUSES } from '../../backend/domain/order-status';

/**
 * Rules with one home: a copy typed anywhere else fails here with its file:line. Test files are
 * left out (they state expected values on purpose).
 */
const ROOT = resolve(__dirname, '../..');
const SCANNED = ['backend', 'storefront/src', 'backoffice/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules') return [];
    if (e.isDirectory()) return sourceFiles(join(dir, e.name));
    return /\.tsx?$/.test(e.name) && !/\.(spec|e2e-spec|browser-spec)\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [];
  });
}

/** Every match of `pattern` in the scanned sources outside `homes`, as 'file:line: text'. */
export function copiesOf(pattern: RegExp, homes: string[], roots = SCANNED): string[] {
  const found: string[] = [];
  for (const file of roots.flatMap((r) => sourceFiles(join(ROOT, r)))) {
    const rel = relative(ROOT, file);
    if (homes.includes(rel)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'),
    )) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${rel}:${line}: ${m[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

const quoted = (s: string) => `['"\`]${s}['"\`]`;
const ANY_STATUS = `(?:${ORDER_STATUSES.map(quoted).join('|')})`;
/** Two order status names in a row, in a list of any kind (an array, a SQL IN list, a Set). */
export const STATUS_LIST = new RegExp(`${ANY_STATUS}\\s*,\\s*${ANY_STATUS}`);

/** Two statuses compared in one condition (`s === 'Declined' || s === 'Cancelled'`): a list in disguise. */
export const STATUS_CHAIN = new RegExp(
  `[!=]==\\s*${ANY_STATUS}\\s*(?:\\|\\||&&)\\s*[\\w.?]+\\s*[!=]==\\s*${ANY_STATUS}`,
);

describe('order statuses are listed only in domain/order-status.ts and order-status-sql.ts', () => {
  it('finds a typed copy (the scan can fail)', () => {
    expect(STATUS_LIST.test(`status NOT IN ('Declined', 'Cancelled')`)).toBe(true);
    expect(STATUS_LIST.test(`['Ready for pickup',\n  "Shipped"]`)).toBe(true);
    expect(STATUS_LIST.test(`s === 'Declined' ? 'x' : 'Cancelled'`)).toBe(false);
    expect(STATUS_CHAIN.test(`i.itemStatus === 'Declined' || i.itemStatus === 'Cancelled'`)).toBe(true);
    expect(STATUS_CHAIN.test(`s !== 'Received' && s !== 'Accepted'`)).toBe(true);
    expect(STATUS_CHAIN.test(`s === 'Complete' ? 'captured' : 'voided'`)).toBe(false);
  });

  it('has no copy anywhere else', () => {
    const homes = ['backend/domain/order-status.ts', 'backend/domain/order-status-sql.ts'];
    expect([...copiesOf(STATUS_LIST, homes), ...copiesOf(STATUS_CHAIN, homes)]).toEqual([]);
  });
});

/**
 * A page size typed as a number: an API default (`pageSize ?? 24`, a default `range`), a list
 * page's `perPage={25}`, a pager's starting size. A widget fetching its first N rows
 * (`pagination: { page: 1, perPage: 10 }`) is a fetch, not a list's page size, and is not matched.
 */
export const PAGE_SIZE_NUMBER = new RegExp(
  [
    String.raw`\bpageSize\s*(?:\?\?|=|:)\s*\d{2,}`,
    String.raw`\bperPage=\{\s*\d{2,}\s*\}`,
    String.raw`'range',\s*\[\s*0\s*,\s*\d+\s*\]`,
    String.raw`\[\s*pageSize\s*,\s*\w+\s*\]\s*=\s*useState(?:<\w+>)?\(\s*\d+`,
  ].join('|'),
);

describe('page sizes are typed only in domain/page-size.ts', () => {
  it('finds a typed page size (the scan can fail)', () => {
    expect(PAGE_SIZE_NUMBER.test(`pageSize: pageSizeFor('storefront', q.pageSize ?? 24)`)).toBe(true);
    expect(PAGE_SIZE_NUMBER.test(`parseJson<unknown>(q.range, 'range', [0, 24])`)).toBe(true);
    expect(PAGE_SIZE_NUMBER.test(`<List perPage={25}>`)).toBe(true);
    expect(PAGE_SIZE_NUMBER.test(`const [pageSize, setPageSize] = useState(25);`)).toBe(true);
    expect(PAGE_SIZE_NUMBER.test(`<List perPage={PAGE_SIZES.admin.default}>`)).toBe(false);
  });

  it('has no typed page size anywhere else (the bench, a client sending sizes, aside)', () => {
    const roots = [...SCANNED];
    const found = copiesOf(PAGE_SIZE_NUMBER, ['backend/domain/page-size.ts'], roots).filter(
      (f) => !f.startsWith('backend/bench/'),
    );
    expect(found).toEqual([]);
  });
});

/**
 * A date written with the browser's own clock: an Intl.DateTimeFormat without a `timeZone`, or
 * toLocaleDateString / toLocaleTimeString. The front ends write dates through store-time.ts (the
 * store's zone) or the back office's dateTime.ts.
 */
export const BROWSER_ZONE_DATE = /new Intl\.DateTimeFormat\((?![^)]*timeZone)[^)]*\)|\.toLocale(?:Date|Time)String\(/;

describe("the front ends write dates in the store's zone (domain/store-time.ts)", () => {
  it('finds a date in the browser zone (the scan can fail)', () => {
    expect(BROWSER_ZONE_DATE.test(`new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })`)).toBe(true);
    expect(BROWSER_ZONE_DATE.test(`new Date(x).toLocaleDateString('en-US')`)).toBe(true);
    expect(BROWSER_ZONE_DATE.test(`new Intl.DateTimeFormat('en-US', { timeZone, month: 'long' })`)).toBe(false);
  });

  it('has none in the storefront or the back office', () => {
    expect(copiesOf(BROWSER_ZONE_DATE, [], ['storefront/src', 'backoffice/src'])).toEqual([]);
  });
});
