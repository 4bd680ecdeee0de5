import type { OrderLineChange } from '../../domain/api/order-edits';

/**
 * What an order edit asks, applied to the order's lines: a new quantity, a line removed,
 * an item added, a line substituted by another item of the store. Pure: the service prices the
 * plan with the server quote, moves the stock and writes it.
 *
 * One line per item number (as the quote prices a cart): adding an item the order already has adds
 * to that line; substituting into an item already there merges into it.
 */
export type LineChange = OrderLineChange;

/** A line still in the order (not Declined or Cancelled). */
export interface CurrentLine {
  orderItemId: number;
  itemNumber: string;
  productName: string;
  quantity: number;
}

export interface PlannedLine {
  /** The order item kept for this item number; null for an item new to the order. */
  orderItemId: number | null;
  itemNumber: string;
  quantity: number;
}

export interface EditPlan {
  /** The order's lines after the edit, one per item number, in order (kept lines first). */
  lines: PlannedLine[];
  /** Order items leaving the order (removed, substituted, or merged into another line). */
  removedIds: number[];
  /** Units more (positive) or fewer (negative) per item number: the stock to take or give back. */
  stockDelta: Map<string, number>;
}

/** Why a change cannot be planned: 'notFound' for an order item not in the order, else bad input. */
export class EditPlanError extends Error {
  constructor(
    message: string,
    readonly kind: 'notFound' | 'badInput' | 'empty',
  ) {
    super(message);
  }
}

export const EDIT_TEXTS = {
  noSuchLine: 'No such order item.',
  sameItem: 'Choose another item to substitute (it is the same item).',
  empty: 'An order needs at least one item: decline or cancel the order instead.',
} as const;

export function planEdit(current: readonly CurrentLine[], changes: readonly LineChange[]): EditPlan {
  const before = new Map<string, number>();
  const lines = new Map<string, PlannedLine>();
  const itemOf = new Map<number, string>();
  for (const l of current) {
    before.set(l.itemNumber, (before.get(l.itemNumber) ?? 0) + l.quantity);
    itemOf.set(l.orderItemId, l.itemNumber);
    const seen = lines.get(l.itemNumber);
    if (seen) seen.quantity += l.quantity;
    else lines.set(l.itemNumber, { orderItemId: l.orderItemId, itemNumber: l.itemNumber, quantity: l.quantity });
  }
  /** The line an order item stands for, while it is still in the planned order. */
  const lineOf = (orderItemId: number): PlannedLine => {
    const itemNumber = itemOf.get(orderItemId);
    const line = itemNumber === undefined ? undefined : lines.get(itemNumber);
    if (!line) throw new EditPlanError(EDIT_TEXTS.noSuchLine, 'notFound');
    return line;
  };
  const add = (itemNumber: string, quantity: number) => {
    const seen = lines.get(itemNumber);
    if (seen) seen.quantity += quantity;
    else lines.set(itemNumber, { orderItemId: null, itemNumber, quantity });
  };
  for (const c of changes) {
    switch (c.action) {
      case 'quantity':
        lineOf(c.orderItemId).quantity = c.quantity;
        break;
      case 'remove':
        lines.delete(lineOf(c.orderItemId).itemNumber);
        break;
      case 'add':
        add(c.itemNumber.trim(), c.quantity);
        break;
      case 'substitute': {
        const old = lineOf(c.orderItemId);
        const itemNumber = c.itemNumber.trim();
        if (itemNumber === old.itemNumber) throw new EditPlanError(EDIT_TEXTS.sameItem, 'badInput');
        lines.delete(old.itemNumber);
        add(itemNumber, c.quantity ?? old.quantity);
        break;
      }
    }
  }
  if (!lines.size) throw new EditPlanError(EDIT_TEXTS.empty, 'empty');
  const kept = new Set([...lines.values()].map((l) => l.orderItemId));
  const stockDelta = new Map<string, number>();
  for (const n of new Set([...before.keys(), ...lines.keys()])) {
    const delta = (lines.get(n)?.quantity ?? 0) - (before.get(n) ?? 0);
    if (delta) stockDelta.set(n, delta);
  }
  return {
    lines: [...lines.values()],
    removedIds: current.map((l) => l.orderItemId).filter((id) => !kept.has(id)),
    stockDelta,
  };
}

/** What changed, for the order's history and the customer's mail: "Quantity of X: 2 -> 3", "Removed: 1 x Y". */
export function describeEdit(
  current: readonly CurrentLine[],
  plan: EditPlan,
  nameOf: (itemNumber: string) => string,
): string[] {
  const before = new Map<string, number>();
  for (const l of current) before.set(l.itemNumber, (before.get(l.itemNumber) ?? 0) + l.quantity);
  const after = new Map(plan.lines.map((l) => [l.itemNumber, l.quantity]));
  const out: string[] = [];
  for (const [n, q] of before) {
    const now = after.get(n);
    if (now === undefined) out.push(`Removed: ${q} x ${nameOf(n)}`);
    else if (now !== q) out.push(`Quantity of ${nameOf(n)}: ${q} -> ${now}`);
  }
  for (const [n, q] of after) if (!before.has(n)) out.push(`Added: ${q} x ${nameOf(n)}`);
  return out;
}
