import fc from 'fast-check';
import { lineChargedCents, planRefund, RefundableLine, RefundRequest } from './refunds';
import { isFullyRefunded, orderRevenue, paymentStatusAfterRefunds, refundedGoodsCents } from './revenue';
import { lineTaxCents } from './totals';

describe('revenue of one order', () => {
  const order = {
    subtotalCents: 13000,
    discountCents: 900,
    depositCents: 40,
    shippingCents: 499,
    salesTaxCents: 847,
    totalCents: 13000 - 900 + 40 + 499 + 847,
  };

  it('is the goods after discounts, with tax, deposits and fees apart', () => {
    expect(orderRevenue({ ...order, refundedCents: 0 })).toEqual({
      goodsCents: 12100,
      refundedGoodsCents: 0,
      revenueCents: 12100,
      salesTaxCents: 847,
      depositCents: 40,
      feesCents: 499,
      refundedCents: 0,
      netPaidCents: 13486,
      fullyRefunded: false,
    });
  });

  it('loses the goods share of a partial refund: $21.47 of $134.86 takes back round(2147 x 12100 / 13486)', () => {
    const r = orderRevenue({ ...order, refundedCents: 2147 });
    expect(r.refundedGoodsCents).toBe(Math.round((2147 * 12100) / 13486));
    expect(r.revenueCents).toBe(12100 - 1926);
    expect(r.netPaidCents).toBe(13486 - 2147);
    expect(paymentStatusAfterRefunds(13486, 2147)).toBe('Partially refunded');
  });

  it('is 0 once refunded in full, and for a declined or cancelled order', () => {
    expect(orderRevenue({ ...order, refundedCents: 13486 })).toMatchObject({
      revenueCents: 0,
      fullyRefunded: true,
      netPaidCents: 0,
    });
    expect(paymentStatusAfterRefunds(13486, 13486)).toBe('Refunded');
    expect(orderRevenue({ ...order, refundedCents: 0 }, 'Cancelled')).toMatchObject({
      revenueCents: 0,
      netPaidCents: 0,
    });
    expect(orderRevenue({ ...order, refundedCents: 0 }, 'Complete').revenueCents).toBe(12100);
  });

  it('never calls a free order refunded, nor takes goods back without a refund', () => {
    expect(isFullyRefunded(0, 0)).toBe(false);
    expect(refundedGoodsCents(0, 0, 0)).toBe(0);
    expect(paymentStatusAfterRefunds(5000, 0)).toBe('Captured');
  });
});

/** A random order's lines (price, units, promotion off, tax percent, deposit) and its fee. */
const lineArb = fc
  .record({
    quantity: fc.integer({ min: 1, max: 24 }),
    priceCents: fc.integer({ min: 1, max: 20000 }),
    discountPercent: fc.constantFrom(0, 0, 5, 10, 15, 100),
    taxPercent: fc.constantFrom(0, 6, 7, 7.25),
    depositPerUnit: fc.constantFrom(0, 5, 10, 60),
  })
  .map((l) => {
    const gross = l.priceCents * l.quantity;
    const discountCents = Math.round((gross * l.discountPercent) / 100);
    return {
      quantity: l.quantity,
      priceCents: l.priceCents,
      discountCents,
      taxCents: lineTaxCents({ priceCents: gross - discountCents, quantity: 1, salesTaxPercent: l.taxPercent }),
      depositCents: l.depositPerUnit * l.quantity,
    };
  });

const requestArb = (lineCount: number): fc.Arbitrary<RefundRequest> =>
  fc.oneof(
    fc.constant<RefundRequest>({ kind: 'full' }),
    fc.integer({ min: 1, max: 30000 }).map((amountCents): RefundRequest => ({ kind: 'amount', amountCents })),
    fc
      .record({ line: fc.integer({ min: 0, max: lineCount - 1 }), quantity: fc.integer({ min: 1, max: 6 }) })
      .map((r): RefundRequest => ({ kind: 'lines', lines: [{ orderItemId: r.line + 1, quantity: r.quantity }] })),
  );

const orderArb = fc
  .record({ lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }), feeCents: fc.constantFrom(0, 499, 1899) })
  .chain((o) => fc.record({ order: fc.constant(o), requests: fc.array(requestArb(o.lines.length), { maxLength: 6 }) }));

describe('revenue through any sequence of refunds (property)', () => {
  it('stays between 0 and the goods, falls with each refund by no more than it gave back, and is 0 when all is refunded', () => {
    fc.assert(
      fc.property(orderArb, ({ order, requests }) => {
        const lines: RefundableLine[] = order.lines.map((l, i) => ({
          ...l,
          orderItemId: i + 1,
          productName: `Line ${i + 1}`,
          charged: true,
          refundedQuantity: 0,
        }));
        const sum = (f: (l: (typeof order.lines)[number]) => number) => order.lines.reduce((s, l) => s + f(l), 0);
        const amounts = {
          subtotalCents: sum((l) => l.priceCents * l.quantity),
          discountCents: sum((l) => l.discountCents),
          depositCents: sum((l) => l.depositCents),
          shippingCents: order.feeCents,
          salesTaxCents: sum((l) => l.taxCents),
        };
        const totalCents = lines.reduce((s, l) => s + lineChargedCents(l), 0) + order.feeCents;
        expect(totalCents).toBe(
          amounts.subtotalCents -
            amounts.discountCents +
            amounts.depositCents +
            amounts.shippingCents +
            amounts.salesTaxCents,
        );
        const captured = totalCents;
        let refunded = 0;
        let last = orderRevenue({ ...amounts, totalCents, refundedCents: 0 });
        // Before any refund: goods + tax + deposits + fees is the whole total, revenue is the goods.
        expect(last.revenueCents + last.salesTaxCents + last.depositCents + last.feesCents).toBe(totalCents);
        for (const request of requests) {
          const plan = planRefund(lines, { capturedCents: captured, refundedCents: refunded }, request);
          if (!plan.ok) continue;
          refunded += plan.amountCents;
          for (const p of plan.lines) lines[p.orderItemId - 1].refundedQuantity += p.quantity;
          const now = orderRevenue({ ...amounts, totalCents, refundedCents: refunded });
          expect(now.revenueCents).toBeGreaterThanOrEqual(0);
          expect(now.revenueCents).toBeLessThanOrEqual(now.goodsCents);
          expect(now.revenueCents + now.refundedGoodsCents).toBe(now.goodsCents);
          expect(now.revenueCents).toBeLessThanOrEqual(last.revenueCents); // a refund never raises revenue
          expect(last.revenueCents - now.revenueCents).toBeLessThanOrEqual(plan.amountCents + 1); // 1: rounding
          expect(now.refundedGoodsCents).toBeLessThanOrEqual(refunded); // the goods part of what went back
          expect(Math.abs(now.refundedGoodsCents - (refunded * now.goodsCents) / totalCents)).toBeLessThanOrEqual(0.5);
          expect(now.netPaidCents).toBe(captured - refunded);
          expect(now.fullyRefunded).toBe(refunded === captured);
          expect(paymentStatusAfterRefunds(captured, refunded)).toBe(
            refunded === captured ? 'Refunded' : 'Partially refunded',
          );
          if (now.fullyRefunded) expect(now.revenueCents).toBe(0);
          last = now;
        }
      }),
      { numRuns: 400 },
    );
  });
});
