import { describeEdit, EDIT_TEXTS, EditPlanError, planEdit, type CurrentLine } from './edit-plan';

const current: CurrentLine[] = [
  { orderItemId: 1, itemNumber: 'A', productName: 'Alpha', quantity: 2 },
  { orderItemId: 2, itemNumber: 'B', productName: 'Beta', quantity: 1 },
];
const names: Record<string, string> = { A: 'Alpha', B: 'Beta', C: 'Gamma' };

describe('planEdit (order edits)', () => {
  it('changes a quantity and gives back or takes the difference', () => {
    const plan = planEdit(current, [{ action: 'quantity', orderItemId: 1, quantity: 5 }]);
    expect(plan.lines).toEqual([
      { orderItemId: 1, itemNumber: 'A', quantity: 5 },
      { orderItemId: 2, itemNumber: 'B', quantity: 1 },
    ]);
    expect([...plan.stockDelta]).toEqual([['A', 3]]);
    expect(plan.removedIds).toEqual([]);
  });

  it('removes a line, adds to an existing line, substitutes with the old quantity', () => {
    const plan = planEdit(current, [
      { action: 'remove', orderItemId: 2 },
      { action: 'add', itemNumber: 'A', quantity: 1 },
      { action: 'substitute', orderItemId: 1, itemNumber: 'C' },
    ]);
    expect(plan.lines).toEqual([{ orderItemId: null, itemNumber: 'C', quantity: 3 }]);
    expect(plan.removedIds).toEqual([1, 2]);
    expect(Object.fromEntries(plan.stockDelta)).toEqual({ A: -2, B: -1, C: 3 });
    expect(describeEdit(current, plan, (n) => names[n])).toEqual([
      'Removed: 2 x Alpha',
      'Removed: 1 x Beta',
      'Added: 3 x Gamma',
    ]);
  });

  it('merges a substitute into a line of the same item already in the order', () => {
    const plan = planEdit(current, [{ action: 'substitute', orderItemId: 2, itemNumber: 'A', quantity: 4 }]);
    expect(plan.lines).toEqual([{ orderItemId: 1, itemNumber: 'A', quantity: 6 }]);
    expect(plan.removedIds).toEqual([2]);
    expect(describeEdit(current, plan, (n) => names[n])).toEqual(['Quantity of Alpha: 2 -> 6', 'Removed: 1 x Beta']);
  });

  it('refuses a line not in the order, the same item as substitute, and an empty order', () => {
    const fail = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof EditPlanError ? [e.kind, e.message] : e;
      }
      return null;
    };
    expect(fail(() => planEdit(current, [{ action: 'remove', orderItemId: 9 }]))).toEqual([
      'notFound',
      EDIT_TEXTS.noSuchLine,
    ]);
    expect(
      fail(() =>
        planEdit(current, [
          { action: 'remove', orderItemId: 1 },
          { action: 'quantity', orderItemId: 1, quantity: 2 },
        ]),
      ),
    ).toEqual(['notFound', EDIT_TEXTS.noSuchLine]);
    expect(fail(() => planEdit(current, [{ action: 'substitute', orderItemId: 1, itemNumber: 'A' }]))).toEqual([
      'badInput',
      EDIT_TEXTS.sameItem,
    ]);
    expect(
      fail(() =>
        planEdit(current, [
          { action: 'remove', orderItemId: 1 },
          { action: 'remove', orderItemId: 2 },
        ]),
      ),
    ).toEqual(['empty', EDIT_TEXTS.empty]);
  });

  it('merges duplicate lines of one item into the first (one line per item, as the quote prices)', () => {
    const dup = [...current, { orderItemId: 3, itemNumber: 'A', productName: 'Alpha', quantity: 1 }];
    const plan = planEdit(dup, []);
    expect(plan.lines[0]).toEqual({ orderItemId: 1, itemNumber: 'A', quantity: 3 });
    expect(plan.removedIds).toEqual([3]);
    expect(plan.stockDelta.size).toBe(0);
  });
});
