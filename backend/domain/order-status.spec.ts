import {
  decideItemTransition,
  decideTransition,
  nextStatuses,
  OPEN_STATUSES,
  orderItemCount,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderStatus,
  parseOrderStatus,
  REASON_REQUIRED,
  statusesForDeskTab,
  statusesForHistoryFilter,
} from './order-status';
import { statusListSql, STOPPED_SQL } from './order-status-sql';
import type { OrderType } from './order-type';

const TYPES: OrderType[] = ['delivery', 'shipping', 'pickup'];

/** The workflow written out by hand, move by move, to check the table against. */
const ALLOWED: Record<OrderType, Array<[OrderStatus, OrderStatus]>> = {
  pickup: [
    ['Received', 'Accepted'],
    ['Received', 'Declined'],
    ['Received', 'Cancelled'],
    ['Accepted', 'Ready for pickup'],
    ['Accepted', 'Declined'],
    ['Accepted', 'Cancelled'],
    ['Ready for pickup', 'Complete'],
  ],
  delivery: [
    ['Received', 'Accepted'],
    ['Received', 'Declined'],
    ['Received', 'Cancelled'],
    ['Accepted', 'Out for delivery'],
    ['Accepted', 'Declined'],
    ['Accepted', 'Cancelled'],
    ['Out for delivery', 'Complete'],
  ],
  shipping: [
    ['Received', 'Accepted'],
    ['Received', 'Declined'],
    ['Received', 'Cancelled'],
    ['Accepted', 'Shipped'],
    ['Accepted', 'Declined'],
    ['Accepted', 'Cancelled'],
    ['Shipped', 'Complete'],
  ],
};

describe('order workflow table', () => {
  for (const orderType of TYPES) {
    describe(`${orderType} orders`, () => {
      const allowed = new Set(ALLOWED[orderType].map(([a, b]) => `${a}>${b}`));
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const expected = allowed.has(`${from}>${to}`);
          it(`${expected ? 'allows' : 'refuses'} ${from} -> ${to} for staff`, () => {
            const d = decideTransition(from, to, { orderType, actor: 'staff', idCheckRecorded: true, note: 'why' });
            expect(d.ok).toBe(expected);
            if (!d.ok) expect(d.reason.length).toBeGreaterThan(10);
          });
        }
      }
    });
  }

  it('needs a recorded ID check to complete delivery and pickup orders, not shipped ones', () => {
    const d1 = decideTransition('Out for delivery', 'Complete', {
      orderType: 'delivery',
      actor: 'staff',
      idCheckRecorded: false,
    });
    expect(d1).toEqual({ ok: false, reason: 'Record the customer\u2019s 21+ ID check before completing this order.' });
    expect(
      decideTransition('Ready for pickup', 'Complete', { orderType: 'pickup', actor: 'staff', idCheckRecorded: false })
        .ok,
    ).toBe(false);
    expect(
      decideTransition('Shipped', 'Complete', { orderType: 'shipping', actor: 'staff', idCheckRecorded: false }).ok,
    ).toBe(true);
  });

  it('captures on Complete, restocks and voids on Declined and Cancelled; every move is recorded and mailed', () => {
    for (const t of ORDER_TRANSITIONS) {
      if (t.to === 'Complete') expect(t.effects).toEqual(['capturePayment', 'recordHistory', 'mailCustomer']);
      else if (t.to === 'Declined' || t.to === 'Cancelled')
        expect(t.effects).toEqual(['restoreStock', 'voidPayment', 'recordHistory', 'mailCustomer']);
      else expect(t.effects).toEqual(['recordHistory', 'mailCustomer']);
    }
  });

  it('needs a reason to decline, from any status and for any order type; not to cancel', () => {
    const declines = ORDER_TRANSITIONS.filter((t) => t.to === 'Declined');
    expect(declines.length).toBeGreaterThan(0);
    for (const t of declines) {
      const ctx = {
        orderType: t.orderTypes?.[0] ?? ('pickup' as const),
        actor: 'staff' as const,
        idCheckRecorded: true,
      };
      for (const note of [undefined, null, '', '   ']) {
        expect(decideTransition(t.from, 'Declined', { ...ctx, note })).toEqual({
          ok: false,
          reason: REASON_REQUIRED,
          missing: true,
        });
      }
      expect(decideTransition(t.from, 'Declined', { ...ctx, note: 'Out of stock' }).ok).toBe(true);
    }
    expect(
      decideTransition('Received', 'Cancelled', { orderType: 'pickup', actor: 'customer', idCheckRecorded: false }).ok,
    ).toBe(true);
  });

  it('takes an item out of an open order with stock back, new totals, history and mail', () => {
    const d = decideItemTransition('Accepted', 'Accepted', 'Declined');
    expect(d.ok && d.transition.effects).toEqual(['restoreStock', 'recomputeTotals', 'recordHistory', 'mailCustomer']);
  });

  it('lets a customer cancel only while the order is Received, and nothing else', () => {
    expect(
      decideTransition('Received', 'Cancelled', { orderType: 'pickup', actor: 'customer', idCheckRecorded: false }).ok,
    ).toBe(true);
    expect(
      decideTransition('Accepted', 'Cancelled', { orderType: 'pickup', actor: 'customer', idCheckRecorded: false }),
    ).toEqual({ ok: false, reason: 'Only the store can make this change.' });
    expect(
      decideTransition('Received', 'Accepted', { orderType: 'pickup', actor: 'customer', idCheckRecorded: false }).ok,
    ).toBe(false);
  });

  it('explains a refusal from a final status', () => {
    expect(
      decideTransition('Complete', 'Cancelled', { orderType: 'pickup', actor: 'staff', idCheckRecorded: true }),
    ).toEqual({ ok: false, reason: 'The order is Complete and can no longer change.' });
    expect(
      decideTransition('Received', 'Shipped', { orderType: 'delivery', actor: 'staff', idCheckRecorded: true }),
    ).toEqual({ ok: false, reason: 'A delivery order cannot go from Received to Shipped.' });
  });

  it('lists the next statuses for the back-office buttons', () => {
    expect(nextStatuses('Received', 'delivery')).toEqual(['Accepted', 'Declined', 'Cancelled']);
    expect(nextStatuses('Accepted', 'shipping')).toEqual(['Shipped', 'Declined', 'Cancelled']);
    expect(nextStatuses('Received', 'pickup', 'customer')).toEqual(['Cancelled']);
    expect(nextStatuses('Complete', 'pickup')).toEqual([]);
  });

  it('reads statuses as people type them', () => {
    expect(parseOrderStatus('complete')).toBe('Complete');
    expect(parseOrderStatus('READY_FOR_PICKUP')).toBe('Ready for pickup');
    expect(parseOrderStatus('out-for-delivery')).toBe('Out for delivery');
    expect(parseOrderStatus('canceled')).toBe('Cancelled');
    expect(parseOrderStatus('Lost')).toBeNull();
    expect(parseOrderStatus(3)).toBeNull();
  });

  it('maps the history filter Processing to the in-between statuses', () => {
    expect(statusesForHistoryFilter('Processing')).toEqual([
      'Accepted',
      'Ready for pickup',
      'Out for delivery',
      'Shipped',
    ]);
    expect(statusesForHistoryFilter('Complete')).toEqual(['Complete']);
  });

  it('lets an item leave its order only while Received or Accepted', () => {
    expect(decideItemTransition('Received', 'Received', 'Declined').ok).toBe(true);
    expect(decideItemTransition('Accepted', 'Accepted', 'Cancelled').ok).toBe(true);
    expect(decideItemTransition('Shipped', 'Shipped', 'Declined').ok).toBe(false);
    expect(decideItemTransition('Received', 'Declined', 'Cancelled').ok).toBe(false);
    expect(decideItemTransition('Received', 'Received', 'Accepted').ok).toBe(false);
  });
});

describe('desk tabs and item counts', () => {
  it('Open lists every status but Complete, Declined and Cancelled; the others one status each', () => {
    expect(statusesForDeskTab(undefined)).toEqual(OPEN_STATUSES);
    expect(statusesForDeskTab('open')).toEqual([
      'Received',
      'Accepted',
      'Ready for pickup',
      'Out for delivery',
      'Shipped',
    ]);
    expect(statusesForDeskTab('Declined')).toEqual(['Declined']);
    expect(statusesForDeskTab('out-for-delivery')).toEqual(['Out for delivery']);
    expect(statusesForDeskTab('Shipped?')).toBeNull();
  });

  it('counts a stopped order’s lines, and leaves lines taken out of a live order out', () => {
    const lines = [
      { quantity: 2, itemStatus: 'Declined' as OrderStatus },
      { quantity: 3, itemStatus: 'Declined' as OrderStatus },
    ];
    expect(orderItemCount('Declined', lines)).toBe(5);
    expect(orderItemCount('Cancelled', lines)).toBe(5);
    expect(orderItemCount('Accepted', [...lines, { quantity: 1, itemStatus: 'Accepted' }])).toBe(1);
  });

  it('writes status lists as SQL from the lists themselves', () => {
    expect(STOPPED_SQL).toBe(`('Declined', 'Cancelled')`);
    expect(() => statusListSql(["x'); DROP TABLE store; --" as OrderStatus])).toThrow();
  });
});
