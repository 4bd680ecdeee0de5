import type { ProductView, SizeVariant } from '@domain/api/catalogue';
import { dealSize } from './deal-price';

const TODAY = '2025-06-15';

const size = (itemNumber: string, size: string, price: number, salePrice = 0): SizeVariant =>
  ({
    itemNumber,
    caseSize: 12,
    isAvailable: true,
    packSize: 1,
    packType: 'Bottle',
    size,
    availableToSell: 10,
    casePrice: 0,
    packPrice: 0,
    price,
    saleCasePrice: 0,
    salePackPrice: 0,
    salePrice,
    dateSaleStarts: null,
    dateSaleEnds: salePrice ? TODAY : null,
  }) as SizeVariant;

const product = (sizes: SizeVariant[]) =>
  ({ itemNumber: sizes[0].itemNumber, itemDescription: 'Barton Gin', itemBySize: sizes }) as ProductView;

describe('weekly-deal card: which size is on sale', () => {
  it('names the one size of several that is on sale, with its sale and regular price', () => {
    const gin = product([
      size('G-375', '375 ml', 7.49),
      size('G-750', '750 ml', 12.99, 9.99),
      size('G-1L', '1 L', 16.99),
    ]);
    expect(dealSize(gin, TODAY)).toEqual({
      itemNumber: 'G-750',
      label: 'Bottle · 750 ml',
      saleCents: 999,
      regularCents: 1299,
    });
  });

  it('takes the lowest sale price when several sizes are on sale; none on sale is null', () => {
    const two = product([size('G-750', '750 ml', 12.99, 10.99), size('G-1L', '1 L', 16.99, 8.99)]);
    expect(dealSize(two, TODAY)?.itemNumber).toBe('G-1L');
    expect(dealSize(product([size('G-750', '750 ml', 12.99), size('G-1L', '1 L', 16.99)]), TODAY)).toBeNull();
  });

  it('gives no label to a product with one size (its card already shows that size)', () => {
    expect(dealSize(product([size('G-750', '750 ml', 12.99, 9.99)]), TODAY)?.label).toBeNull();
  });
});
