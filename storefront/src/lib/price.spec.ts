import type { ProductView } from '@domain/api/catalogue';
import { defaultVariant, formatRange, priceDisplay, variantLabel, variantPrice, type VariantInput } from './price';

const TODAY = '2025-06-15';

function variant(over: Partial<VariantInput> = {}): VariantInput {
  return {
    itemNumber: 'A-750',
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
    ...over,
  };
}

function product(variants: VariantInput[], over: Partial<ProductView> = {}): ProductView {
  return {
    itemNumber: variants[0].itemNumber,
    itemDescription: 'Test Spirit',
    itemBySize: variants,
    salesTax: 7,
    isAvailable: true,
    ...over,
  } as ProductView;
}

describe('price display (spec 2.8 card, spec 4 Price selection and On sale)', () => {
  it('shows one size at its regular price when it is not on sale', () => {
    expect(priceDisplay(product([variant()]), TODAY)).toEqual({ kind: 'single', regularCents: 2000, saleCents: null });
  });

  it('shows the regular and the sale price while the sale runs (dateSaleEnds today or later)', () => {
    const onSale = variant({ salePrice: 15.5, dateSaleEnds: TODAY });
    expect(priceDisplay(product([onSale]), TODAY)).toEqual({ kind: 'single', regularCents: 2000, saleCents: 1550 });
    const ended = variant({ salePrice: 15.5, dateSaleEnds: '2025-06-14' });
    expect(priceDisplay(product([ended]), TODAY)).toEqual({ kind: 'single', regularCents: 2000, saleCents: null });
  });

  it('prefers the prices the server derived', () => {
    const v = variant({ regularPrice: 30, currentPrice: 25, onSale: true });
    expect(variantPrice(v, TODAY)).toEqual({ regularCents: 3000, currentCents: 2500, onSale: true });
  });

  it('applies the price selection order when the server sent only the raw prices', () => {
    // pack quantity 6, no unit price, case quantity differs: the pack price
    expect(variantPrice(variant({ packSize: 6, price: 0, packPrice: 54.99, caseSize: 24 }), TODAY).currentCents).toBe(
      5499,
    );
    // pack quantity equals case quantity: the case price
    expect(variantPrice(variant({ packSize: 12, price: 0, casePrice: 199, caseSize: 12 }), TODAY).currentCents).toBe(
      19900,
    );
    // nothing fits: 0
    expect(variantPrice(variant({ packSize: 6, price: 0, caseSize: 12 }), TODAY).currentCents).toBe(0);
  });

  it('shows several sizes as an offerings count and a range of today’s prices', () => {
    const p = product([
      variant({ itemNumber: 'A-375', size: '375 ml', price: 11.99 }),
      variant({ itemNumber: 'A-750', price: 20, salePrice: 17.99, dateSaleEnds: '2025-12-31' }),
      variant({ itemNumber: 'A-1750', size: '1.75 L', price: 39.99 }),
    ]);
    const d = priceDisplay(p, TODAY);
    expect(d).toEqual({ kind: 'range', offerings: 3, lowCents: 1199, highCents: 3999 });
    expect(formatRange(1199, 3999)).toBe('$11.99 – $39.99');
    expect(formatRange(1199, 1199)).toBe('$11.99');
  });

  it('adds the product’s own size from a card, else the cheapest available one', () => {
    const small = variant({ itemNumber: 'S', price: 9 });
    const big = variant({ itemNumber: 'B', price: 30 });
    expect(defaultVariant({ ...product([big, small]), itemNumber: 'B' }, TODAY).itemNumber).toBe('B');
    expect(defaultVariant({ ...product([big, small]), itemNumber: 'X' }, TODAY).itemNumber).toBe('S');
    expect(
      defaultVariant({ ...product([big, { ...small, isAvailable: false }]), itemNumber: 'X' }, TODAY).itemNumber,
    ).toBe('B');
  });

  it('labels pack-type buttons with pack and size', () => {
    expect(variantLabel(variant())).toBe('Bottle · 750 ml');
    expect(variantLabel(variant({ packType: 'Pack', packSize: 6, size: '355 ml' }))).toBe('Pack of 6 · 355 ml');
    expect(variantLabel(variant({ packType: '6 Pack', packSize: 6, size: '' }))).toBe('6 Pack');
  });
});
