import {
  SALE_ENDS_BEFORE_START,
  SALE_NEEDS_END,
  itemSaleTerms,
  saleWindowProblem,
} from '../../backend/domain/sale-window';
import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, storeId } from './admin-fixtures';

const BELOW = 'Sale price must be below the regular price.';

/** What one change sets (dollars, dates); a field left out is left alone. */
interface Change {
  price?: number;
  sale?: number;
  starts?: string;
  ends?: string | null;
}

/**
 * One table, one verdict per case through every door that sets a sale: the rule itself, the
 * product edit API and the CSV sync. Every item starts at $20.00; `onSale` starts it with a $15.00
 * sale that ends on that date.
 */
const CASES: Array<{ name: string; onSale?: string; change: Change; verdict: string | null }> = [
  { name: 'a sale with an end date', change: { sale: 15, ends: '2999-01-31' }, verdict: null },
  { name: 'a sale without an end date', change: { sale: 15, ends: null }, verdict: SALE_NEEDS_END },
  { name: 'a sale price at the regular price', change: { sale: 20, ends: '2999-01-31' }, verdict: BELOW },
  { name: 'a sale price above a new price', change: { price: 12, sale: 15, ends: '2999-01-31' }, verdict: BELOW },
  {
    name: 'a window that ends before it starts',
    change: { sale: 15, starts: '2999-02-01', ends: '2999-01-01' },
    verdict: SALE_ENDS_BEFORE_START,
  },
  { name: 'a window that starts later', change: { sale: 15, starts: '2999-01-01', ends: '2999-02-01' }, verdict: null },
  { name: 'a price cut below a live sale', onSale: '2999-01-31', change: { price: 10 }, verdict: BELOW },
  { name: 'a price cut below an ended sale', onSale: '2000-01-31', change: { price: 10 }, verdict: null },
  { name: 'a new end date for a live sale', onSale: '2999-01-31', change: { ends: '2999-03-01' }, verdict: null },
];

const TODAY = '2030-06-15';

/** The rule's own verdict on the item the change leaves. */
function ruleVerdict(c: (typeof CASES)[number]): string | null {
  const cents = (d: number | undefined, was: number) => (d === undefined ? was : Math.round(d * 100));
  const item = {
    packQuantity: 1,
    caseQuantity: 12,
    unitPriceCents: cents(c.change.price, 2000),
    packPriceCents: 0,
    casePriceCents: 0,
    unitSalePriceCents: cents(c.change.sale, c.onSale ? 1500 : 0),
    packSalePriceCents: 0,
    caseSalePriceCents: 0,
    dateSaleStarts: c.change.starts ?? null,
    dateSaleEnds: c.change.ends === undefined ? (c.onSale ?? null) : c.change.ends,
  };
  const saleEdited = ['sale', 'starts', 'ends'].some((k) => k in c.change);
  return saleWindowProblem(itemSaleTerms(item), saleEdited ? { saleEdited } : { saleEdited, today: TODAY });
}

describe('one sale window rule: the rule, the product edit API and the CSV sync agree', () => {
  let t: TestApp;
  let north: string;
  const ids: number[] = [];
  const number = (i: number) => `T5-SW-${i}`;

  beforeAll(async () => {
    t = await startTestApp();
    north = await t.login('admin@northside.example', 'northside1');
    const store = await storeId(t.db, 'northside');
    for (const [i, c] of CASES.entries())
      for (const copy of ['', '-csv'])
        ids.push(
          await insertItem(t.db, store, {
            itemNumber: number(i) + copy,
            unitPriceCents: 2000,
            unitSalePriceCents: c.onSale ? 1500 : 0,
            dateSaleEnds: c.onSale ?? null,
          }),
        );
  });
  afterAll(() => t.close());

  it('the rule', () => {
    expect(CASES.map(ruleVerdict)).toEqual(CASES.map((c) => c.verdict));
  });

  it('the product edit API (PUT /api/admin/inventory/:id)', async () => {
    const verdicts = [];
    for (const [i, c] of CASES.entries()) {
      const body: Record<string, unknown> = {};
      if (c.change.price !== undefined) body.itemUnitPrice = c.change.price;
      if (c.change.sale !== undefined) body.itemUnitSalePrice = c.change.sale;
      if (c.change.starts !== undefined) body.dateSaleStarts = c.change.starts;
      if (c.change.ends !== undefined) body.dateSaleEnds = c.change.ends;
      const res = await t
        .http()
        .put(`/api/admin/inventory/${ids[2 * i]}`)
        .set('Authorization', `Bearer ${north}`)
        .send(body);
      expect([200, 400]).toContain(res.status);
      verdicts.push(res.status === 200 ? null : res.body.message);
    }
    expect(verdicts).toEqual(CASES.map((c) => c.verdict));
  });

  it('the CSV sync (upload, then preview)', async () => {
    const cell = (v: unknown) => (v === undefined || v === null ? '' : String(v));
    const csv = [
      'SKU,Price,Sale Price,Sale Starts,Sale Ends',
      ...CASES.map((c, i) =>
        [number(i) + '-csv', c.change.price, c.change.sale, c.change.starts, c.change.ends].map(cell).join(','),
      ),
    ].join('\n');
    const upload = await t
      .http()
      .post('/api/admin/inventory-sync?fileName=sale.csv')
      .set('Authorization', `Bearer ${north}`)
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(201);
    const mapping = {
      itemNumber: 'SKU',
      price: 'Price',
      salePrice: 'Sale Price',
      saleStarts: 'Sale Starts',
      saleEnds: 'Sale Ends',
    };
    const preview = await t
      .http()
      .post(`/api/admin/inventory-sync/${upload.body.id}/preview`)
      .set('Authorization', `Bearer ${north}`)
      .send({ mapping })
      .expect(200);
    const reasons = new Map<number, string>(preview.body.rejected.map((r: any) => [r.line, r.reason]));
    // Line 1 is the header: case i is on line i + 2.
    expect(CASES.map((_c, i) => reasons.get(i + 2) ?? null)).toEqual(CASES.map((c) => c.verdict));
  });
});
