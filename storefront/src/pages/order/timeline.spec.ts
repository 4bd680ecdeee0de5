import { happyPath, timeline } from './timeline';

describe('order timeline on the order page', () => {
  it('follows the workflow table for each order type', () => {
    expect(happyPath('pickup')).toEqual(['Received', 'Accepted', 'Ready for pickup', 'Complete']);
    expect(happyPath('delivery')).toEqual(['Received', 'Accepted', 'Out for delivery', 'Complete']);
    expect(happyPath('shipping')).toEqual(['Received', 'Accepted', 'Shipped', 'Complete']);
  });

  it('marks done, current and upcoming steps with the times reached', () => {
    const steps = timeline('pickup', 'Accepted', '2026-11-20T15:00:00Z', [
      { orderItemId: null, to: 'Accepted', at: '2026-11-20T16:00:00Z' },
      { orderItemId: 7, to: 'Cancelled', at: '2026-11-20T16:30:00Z' }, // one item: not the order
    ]);
    expect(steps).toEqual([
      { status: 'Received', at: '2026-11-20T15:00:00Z', state: 'done' },
      { status: 'Accepted', at: '2026-11-20T16:00:00Z', state: 'current' },
      { status: 'Ready for pickup', at: null, state: 'upcoming' },
      { status: 'Complete', at: null, state: 'upcoming' },
    ]);
  });

  it('ends a cancelled order at Cancelled', () => {
    const steps = timeline('delivery', 'Cancelled', '2026-11-20T15:00:00Z', [
      { orderItemId: null, to: 'Cancelled', at: '2026-11-20T15:05:00Z' },
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['Received', 'done'],
      ['Cancelled', 'stopped'],
    ]);
  });

  it('keeps the time a step was reached when a later entry stays at it (a refund, items added)', () => {
    const steps = timeline('pickup', 'Complete', '2026-11-20T15:00:00Z', [
      { orderItemId: null, from: 'Ready for pickup', to: 'Complete', at: '2026-11-20T17:00:00Z' },
      { orderItemId: null, from: 'Complete', to: 'Complete', at: '2026-11-22T09:00:00Z' },
    ]);
    expect(steps.at(-1)).toEqual({ status: 'Complete', at: '2026-11-20T17:00:00Z', state: 'done' });
  });
});
