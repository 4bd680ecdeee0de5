import fc from 'fast-check';
import {
  lineChargedCents,
  planRefund,
  RefundableLine,
  refundedQuantities,
  refundRefusal,
  RefundRequest,
  unitsRefundCents,
} from './refunds';

const line = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  orderItemId: 1,
  productName: 'Cabernet',
  quantity: 6,
  priceCents: 1500,
  discountCents: 900, // 10 % off 6+
  taxCents: 567, // 7 % of 81.00
  depositCents: 30,
  charged: true,
  refundedQuantity: 0,
  ...over,
});

describe('refund arithmetic', () => {
  it('gives back a line’s discounted goods, its tax and its deposit', () => {
    expect(lineChargedCents(line())).toBe(9000 - 900 + 567 + 30);
    const plan = planRefund(
      [line()],
      { capturedCents: 9000, refundedCents: 0 },
      {
        kind: 'lines',
        lines: [{ orderItemId: 1, quantity: 6 }],
      },
    );
    expect(plan).toEqual({ ok: true, amountCents: 8697, lines: [{ orderItemId: 1, quantity: 6, amountCents: 8697 }] });
  });

  it('gives back a share of the line for some of its units (2 of 6 of $86.97: $28.99)', () => {
    expect(unitsRefundCents(line(), 2)).toBe(2899);
    expect(unitsRefundCents(line({ refundedQuantity: 2 }), 4)).toBe(8697 - 2899);
  });

  it('refuses an amount above what is left (409), bad amounts and lines (400), lines not charged (409)', () => {
    const p = { capturedCents: 9000, refundedCents: 8000 };
    expect(planRefund([line()], p, { kind: 'amount', amountCents: 1001 })).toEqual({
      ok: false,
      status: 409,
      message: 'The refund of $10.01 exceeds the $10.00 left to refund on this order.',
    });
    expect(planRefund([line()], p, { kind: 'amount', amountCents: 0 })).toMatchObject({ ok: false, status: 400 });
    expect(planRefund([line()], p, { kind: 'amount', amountCents: 10.5 })).toMatchObject({ ok: false, status: 400 });
    expect(planRefund([line()], p, { kind: 'lines', lines: [] })).toMatchObject({ status: 400 });
    expect(planRefund([line()], p, { kind: 'lines', lines: [{ orderItemId: 9, quantity: 1 }] })).toMatchObject({
      status: 400,
      message: 'Order line 9 is not on this order.',
    });
    expect(planRefund([line()], p, { kind: 'lines', lines: [{ orderItemId: 1, quantity: 0 }] })).toMatchObject({
      status: 400,
    });
    const two = [
      { orderItemId: 1, quantity: 1 },
      { orderItemId: 1, quantity: 1 },
    ];
    expect(planRefund([line()], p, { kind: 'lines', lines: two })).toMatchObject({ status: 400 });
    expect(
      planRefund([line({ charged: false })], p, { kind: 'lines', lines: [{ orderItemId: 1, quantity: 1 }] }),
    ).toMatchObject({ status: 409, message: 'Cabernet was taken out of the order and not charged.' });
    expect(
      planRefund([line({ refundedQuantity: 5 })], p, { kind: 'lines', lines: [{ orderItemId: 1, quantity: 2 }] }),
    ).toMatchObject({ status: 409, message: 'Only 1 of Cabernet is left to refund.' });
    expect(planRefund([line()], { capturedCents: 500, refundedCents: 500 }, { kind: 'full' })).toMatchObject({
      status: 409,
      message: 'Nothing is left to refund on this order.',
    });
  });

  it('gives back everything left for a full refund, counting every unrefunded unit', () => {
    const lines = [line(), line({ orderItemId: 2, quantity: 1, refundedQuantity: 1 })];
    expect(planRefund(lines, { capturedCents: 9196, refundedCents: 1000 }, { kind: 'full' })).toEqual({
      ok: true,
      amountCents: 8196,
      lines: [{ orderItemId: 1, quantity: 6, amountCents: 8697 }],
    });
  });

  it('refunds only a completed order whose payment is captured', () => {
    expect(refundRefusal('Complete', { status: 'captured' })).toBeNull();
    expect(refundRefusal('Complete', { status: 'partially_refunded' })).toBeNull();
    expect(refundRefusal('Accepted', { status: 'authorized' })).toMatch(/Only a completed order can be refunded/);
    expect(refundRefusal('Complete', { status: 'refunded' })).toBe('This order is already refunded in full.');
    expect(refundRefusal('Complete', null)).toMatch(/Only a completed order/);
  });

  it('adds up units already refunded by earlier refunds', () => {
    const done = refundedQuantities([
      { refundedLines: [{ orderItemId: 1, quantity: 2 }] },
      { refundedLines: [] },
      {
        refundedLines: [
          { orderItemId: 1, quantity: 1 },
          { orderItemId: 3, quantity: 4 },
        ],
      },
    ]);
    expect([...done]).toEqual([
      [1, 3],
      [3, 4],
    ]);
  });

  const arbLine = (id: number) =>
    fc
      .record({
        quantity: fc.integer({ min: 1, max: 24 }),
        priceCents: fc.integer({ min: 0, max: 50_000 }),
        discountPercent: fc.integer({ min: 0, max: 100 }),
        taxPercent: fc.constantFrom(0, 6, 7, 7.25),
        depositPerUnit: fc.constantFrom(0, 5, 10),
        charged: fc.boolean(),
      })
      .map((r): RefundableLine => {
        const goods = r.priceCents * r.quantity;
        const discountCents = Math.floor((goods * r.discountPercent) / 100);
        return {
          orderItemId: id,
          productName: `Item ${id}`,
          quantity: r.quantity,
          priceCents: r.priceCents,
          discountCents,
          taxCents: Math.round(((goods - discountCents) * r.taxPercent) / 100),
          depositCents: r.depositPerUnit * r.quantity,
          charged: r.charged,
          refundedQuantity: 0,
        };
      });
  const arbOrder = fc
    .integer({ min: 1, max: 5 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbLine(i + 1))))
    .chain((lines) => fc.tuple(fc.constant(lines), fc.integer({ min: 0, max: 2000 })));
  const arbRequest: fc.Arbitrary<RefundRequest> = fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), amountCents: fc.integer({ min: -100, max: 200_000 }) }),
    fc.constant({ kind: 'full' as const }),
    fc.record({
      kind: fc.constant('lines' as const),
      lines: fc.array(
        fc.record({ orderItemId: fc.integer({ min: 1, max: 6 }), quantity: fc.integer({ min: -1, max: 25 }) }),
        {
          maxLength: 4,
        },
      ),
    }),
  );

  it('never refunds more than is left nor 0 or less, whatever is asked in whatever order', () => {
    fc.assert(
      fc.property(arbOrder, fc.array(arbRequest, { maxLength: 12 }), ([lines, shippingCents], requests) => {
        const captured = lines.filter((l) => l.charged).reduce((s, l) => s + lineChargedCents(l), 0) + shippingCents;
        let refunded = 0;
        let state = lines.map((l) => ({ ...l }));
        for (const request of requests) {
          const plan = planRefund(state, { capturedCents: captured, refundedCents: refunded }, request);
          if (!plan.ok) continue;
          expect(plan.amountCents).toBeGreaterThan(0);
          expect(plan.amountCents).toBeLessThanOrEqual(captured - refunded);
          for (const p of plan.lines) expect(p.amountCents).toBeGreaterThanOrEqual(0);
          refunded += plan.amountCents;
          state = state.map((l) => ({
            ...l,
            refundedQuantity:
              l.refundedQuantity + (plan.lines.find((p) => p.orderItemId === l.orderItemId)?.quantity ?? 0),
          }));
          for (const l of state) expect(l.refundedQuantity).toBeLessThanOrEqual(l.quantity);
        }
        expect(refunded).toBeLessThanOrEqual(captured);
      }),
    );
  });

  it('adds a line’s parts up to the whole line, to the cent, however its units are split', () => {
    fc.assert(
      fc.property(
        arbLine(1).filter((l) => l.charged),
        fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 24 }),
        (l, splits) => {
          let done = 0;
          let sum = 0;
          for (const s of splits) {
            const units = Math.min(s, l.quantity - done);
            if (units <= 0) break;
            const part = unitsRefundCents({ ...l, refundedQuantity: done }, units);
            expect(part).toBeGreaterThanOrEqual(0);
            sum += part;
            done += units;
          }
          sum += unitsRefundCents({ ...l, refundedQuantity: done }, l.quantity - done);
          expect(sum).toBe(lineChargedCents(l));
        },
      ),
    );
  });

  it('refunds exactly what was captured when every line and then the rest are refunded', () => {
    fc.assert(
      fc.property(arbOrder, ([lines, shippingCents]) => {
        const captured = lines.filter((l) => l.charged).reduce((s, l) => s + lineChargedCents(l), 0) + shippingCents;
        fc.pre(captured > 0);
        const p = { capturedCents: captured, refundedCents: 0 };
        const charged = lines.filter((l) => l.charged && lineChargedCents(l) > 0);
        if (charged.length) {
          const plan = planRefund(lines, p, {
            kind: 'lines',
            lines: charged.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })),
          });
          expect(plan.ok).toBe(true);
          if (plan.ok) p.refundedCents += plan.amountCents;
        }
        expect(p.refundedCents).toBe(captured - shippingCents);
        if (shippingCents > 0) {
          const rest = planRefund(
            lines.map((l) => ({ ...l, refundedQuantity: l.quantity })),
            p,
            { kind: 'full' },
          );
          expect(rest).toMatchObject({ ok: true, amountCents: shippingCents, lines: [] });
        }
      }),
    );
  });
});
