import { editablePayload, validateInventory, type EditableInventory } from './inventory-validation';

describe('inventory edit page checks', () => {
  const ok = { itemUnitPrice: 19.99, availableToSell: 4, salesTax: 7 };

  it('accepts a plain price and stock', () => {
    expect(validateInventory(ok)).toEqual({});
  });

  it('refuses a sale price not below the price, and a sale without an end date', () => {
    expect(validateInventory({ ...ok, itemUnitSalePrice: 19.99, dateSaleEnds: '2999-01-01' })).toEqual({
      itemUnitSalePrice: 'Sale price must be below the regular price.',
    });
    expect(validateInventory({ ...ok, itemUnitSalePrice: 15 })).toEqual({
      dateSaleEnds: 'Set a sale end date for the sale price to apply.',
    });
    expect(validateInventory({ ...ok, dateSaleStarts: '2025-02-01', dateSaleEnds: '2025-01-01' })).toEqual({
      dateSaleEnds: 'The sale cannot end before it starts.',
    });
  });

  it('refuses negative or over-precise amounts, fractional stock and tax over 100', () => {
    expect(validateInventory({ itemUnitPrice: -1, itemPackPrice: 1.005, availableToSell: 1.5, salesTax: 120 })).toEqual(
      {
        itemUnitPrice: 'Cannot be negative.',
        itemPackPrice: 'At most 2 decimals.',
        availableToSell: 'A whole number, 0 or more.',
        salesTax: 'Between 0 and 100.',
      },
    );
  });

  it('sends only the editable fields', () => {
    // Junk a form can hold: a stray field, a timestamp, a number for a flag.
    const payload = editablePayload({
      ...ok,
      itemDescription: 'x',
      id: 3,
      dateSaleEnds: '2025-01-01T00:00:00Z',
      isAvailable: 1,
    } as unknown as EditableInventory);
    expect(Object.keys(payload)).not.toContain('itemDescription');
    expect(payload).toMatchObject({
      itemUnitPrice: 19.99,
      itemPackPrice: 0,
      dateSaleEnds: '2025-01-01',
      dateSaleStarts: null,
      isAvailable: true,
    });
  });
});
