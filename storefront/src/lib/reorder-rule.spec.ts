import type { ProductView } from '@domain/api/catalogue';
import type { VariantInput } from './price';
import { planReorder, reorderMessage, type PastLine } from './reorder-rule';

function size(itemNumber: string, over: Partial<VariantInput> = {}): VariantInput {
  return {
    itemNumber,
    caseSize: 12,
    isAvailable: true,
    packSize: 1,
    packType: 'Bottle',
    size: '750 ml',
    availableToSell: 10,
    casePrice: 0,
    packPrice: 0,
    price: 20,
    saleCasePrice: 0,
    salePackPrice: 0,
    salePrice: 0,
    dateSaleStarts: null,
    dateSaleEnds: null,
    regularPrice: 20,
    currentPrice: 18.5,
    onSale: true,
    ...over,
  };
}

function products(...sizes: Array<[string, VariantInput[]]>): Map<string, ProductView> {
  const byItem = new Map<string, ProductView>();
  for (const [name, variants] of sizes) {
    const product = { itemNumber: variants[0].itemNumber, itemDescription: name, itemBySize: variants, salesTax: 7 };
    for (const v of variants) byItem.set(v.itemNumber, product as unknown as ProductView);
  }
  return byItem;
}

const line = (itemId: string, quantity: number, productName = `Wine ${itemId}`): PastLine => ({
  itemId,
  productName,
  quantity,
});

describe('reorder: one rule for "Order again" and the order history (stock checked now)', () => {
  it("puts every sellable line back with its old quantity at today's price, in the order's order", () => {
    const plan = planReorder(
      [line('B', 2), line('A', 1)],
      products(['Rioja', [size('A')]], ['Malbec', [size('B', { currentPrice: 31 })]]),
    );
    expect(plan.missing).toEqual([]);
    expect(plan.add.map((l) => [l.itemNumber, l.name, l.quantity, l.price])).toEqual([
      ['B', 'Malbec', 2, 31],
      ['A', 'Rioja', 1, 18.5],
    ]);
    expect(plan.add[0]).toMatchObject({ packType: 'Bottle', size: '750 ml', packSize: 1, salesTax: 7 });
    expect(reorderMessage(plan)).toBeNull();
  });

  it('cuts a quantity to the stock left', () => {
    const plan = planReorder([line('A', 6)], products(['Rioja', [size('A', { availableToSell: 4 })]]));
    expect(plan.add.map((l) => l.quantity)).toEqual([4]);
  });

  it('leaves out, by name, a sold-out size, a switched-off size, a size without a price and an unknown item', () => {
    const plan = planReorder(
      [line('OUT', 1, 'Sold Out Syrah'), line('OFF', 1, 'Retired Rosé'), line('FREE', 1, 'No Price'), line('GONE', 1)],
      products(
        ['Syrah', [size('OUT', { availableToSell: 0 })]],
        ['Rosé', [size('OFF', { isAvailable: false })]],
        ['Free', [size('FREE', { currentPrice: 0, regularPrice: 0 })]],
      ),
    );
    expect(plan.add).toEqual([]);
    expect(plan.missing).toEqual(['Sold Out Syrah', 'Retired Rosé', 'No Price', 'Wine GONE']);
    expect(reorderMessage(plan)).toBe('None of these items is available any more.');
  });

  it('adds the size that was ordered, not another size of the same product', () => {
    const sizes = products(['Rioja', [size('A-750', { availableToSell: 0 }), size('A-1500')]]);
    expect(planReorder([line('A-750', 1)], sizes).add).toEqual([]);
  });

  it('adds what it can and names the rest', () => {
    const plan = planReorder(
      [line('A', 1), line('OUT', 2, 'Sold Out Syrah')],
      products(['Rioja', [size('A')]], ['Syrah', [size('OUT', { availableToSell: 0 })]]),
    );
    expect(plan.add.map((l) => l.itemNumber)).toEqual(['A']);
    expect(reorderMessage(plan)).toBe('Added to your cart. No longer available: Sold Out Syrah.');
  });

  it('names a single line the store can no longer sell', () => {
    const plan = planReorder(
      [line('OUT', 1, 'Sold Out Syrah')],
      products(['Syrah', [size('OUT', { availableToSell: 0 })]]),
    );
    expect(reorderMessage(plan)).toBe('Sold Out Syrah: This item is no longer available.');
  });

  it('makes two lines of one item one cart line with both quantities, still capped', () => {
    const plan = planReorder([line('A', 3), line('A', 4)], products(['Rioja', [size('A', { availableToSell: 5 })]]));
    expect(plan.add.map((l) => [l.itemNumber, l.quantity])).toEqual([['A', 5]]);
  });
});
