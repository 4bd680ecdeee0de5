import fc from 'fast-check';
import {
  mappingLines,
  mappingProblems,
  isCaseHeader,
  normaliseHeader,
  parseDate,
  parseMoneyCents,
  priceFieldFor,
  readRow,
  repairedCasePack,
  suggestMapping,
} from './csv-mapping';

describe('POS column mapping (inventory sync)', () => {
  it("fills the case quantity, never the pack quantity, from 'Case Pack' and its kin", () => {
    for (const header of [
      'Case Pack',
      'CASE_PACK',
      'Case Pk',
      'Case Pack Qty',
      'Case Qty',
      'Units/Case',
      'Pack/Case',
    ]) {
      const mapping = suggestMapping(['SKU', 'Description', 'Size', header, 'Price']);
      expect(mapping.caseQuantity).toBe(header);
      expect(mapping.packQuantity).toBeUndefined();
    }
    const mapping = suggestMapping(['SKU', 'Description', 'Size', 'Case Pack', 'Price']);
    const row = readRow(
      { SKU: '1', Description: 'Tito Vodka', Size: '750ml', 'Case Pack': '12', Price: '19.99' },
      mapping,
      2,
    );
    expect(row).toMatchObject({ ok: true, row: { packQuantity: 1, caseQuantity: 12 } });
  });

  it('takes the pack quantity from an explicit pack column, else a pack word in the name, else 1', () => {
    for (const header of ['Pack', 'Pack Size', 'Units per Pack'])
      expect(suggestMapping(['SKU', 'Description', header, 'Case Pack', 'Price'])).toMatchObject({
        packQuantity: header,
        caseQuantity: 'Case Pack',
      });
    const withPack = suggestMapping(['SKU', 'Description', 'Pack Size', 'Case Pack', 'Price']);
    const read = (mapping: ReturnType<typeof suggestMapping>, record: Record<string, string>) => {
      const r = readRow({ SKU: '1', Price: '9.99', ...record }, mapping, 2);
      return r.ok ? [r.row.packQuantity, r.row.caseQuantity] : r.reason;
    };
    expect(read(withPack, { Description: 'Bud Light 12oz', 'Pack Size': '6', 'Case Pack': '24' })).toEqual([6, 24]);
    const noPack = suggestMapping(['SKU', 'Description', 'Case Pack', 'Price']);
    expect(read(noPack, { Description: 'Bud Light 6PK 12oz', 'Case Pack': '24' })).toEqual([6, 24]);
    expect(read(noPack, { Description: 'Corona Extra 12 PACK', 'Case Pack': '2' })).toEqual([12, 2]);
    expect(read(noPack, { Description: 'Heineken 4/6 12oz', 'Case Pack': '24' })).toEqual([6, 24]);
    expect(read(noPack, { Description: 'Glenlivet 12 Yr 750ml', 'Case Pack': '12' })).toEqual([1, 12]);
    expect(read(noPack, { Description: 'Glenlivet 12 Yr 750ml', 'Case Pack': 'a dozen' })).toMatch(/Bottles per case/);
  });

  it("the preview's lines say which column fills which field", () => {
    expect(mappingLines(suggestMapping(['SKU', 'Description', 'Case Pack', 'Price']))).toEqual([
      'SKU -> item number / SKU',
      'Description -> description / name',
      'Case Pack -> bottles per case',
      'Price -> price',
      'No pack column -> pack quantity from a pack word in the name (6PK, 12 PACK, 4/6), else 1',
    ]);
    expect(mappingLines({ itemNumber: 'SKU', packQuantity: 'Pack', price: 'Retail' })).toEqual([
      'SKU -> item number / SKU',
      'Pack -> pack quantity (bottles the shopper buys together)',
      'Retail -> price',
    ]);
  });

  it('recognises the headers of common POS exports', () => {
    expect(
      suggestMapping([
        'Item Number',
        'Category Name',
        'Item Description',
        'Vendor',
        'Vendor Name',
        'Bottle Volume (ml)',
        'Pack',
        'Inner Pack',
        'UPC',
        'SCC',
        'State Bottle Retail',
      ]),
    ).toEqual({
      itemNumber: 'Item Number',
      upc: 'UPC',
      itemDescription: 'Item Description',
      size: 'Bottle Volume (ml)',
      packQuantity: 'Pack',
      price: 'State Bottle Retail',
      brand: 'Vendor Name',
      category: 'Category Name',
    });
    expect(suggestMapping(['SKU', 'Barcode', 'Name', 'Size', 'Retail $', 'Promo Price', 'QOH', 'Tax Rate'])).toEqual({
      itemNumber: 'SKU',
      upc: 'Barcode',
      itemDescription: 'Name',
      size: 'Size',
      price: 'Retail $',
      salePrice: 'Promo Price',
      quantityOnHand: 'QOH',
      taxPercent: 'Tax Rate',
    });
    expect(suggestMapping(['item_no', 'EAN', 'product_name', 'qty_on_hand', 'Retail Price USD'])).toEqual({
      itemNumber: 'item_no',
      upc: 'EAN',
      itemDescription: 'product_name',
      quantityOnHand: 'qty_on_hand',
      price: 'Retail Price USD',
    });
  });

  it('never gives the description column to the item number', () => {
    expect(suggestMapping(['Item Description', 'Price']).itemNumber).toBeUndefined();
    expect(normaliseHeader('\uFEFFItem #')).toBe('itemnumber');
  });

  it('says what a mapping lacks', () => {
    expect(mappingProblems({ price: 'Price' }, ['Price'])).toEqual([
      'Map a column to Item number / SKU or UPC / barcode.',
    ]);
    expect(mappingProblems({ itemNumber: 'SKU' }, ['SKU'])).toEqual([
      'Map at least one of Price, Sale price, Quantity on hand or Tax %.',
    ]);
    expect(mappingProblems({ itemNumber: 'SKU', price: 'SKU' }, ['SKU'])).toEqual([
      "Column 'SKU' is mapped to both itemNumber and price.",
    ]);
  });

  it('reads money as stores write it, and refuses what is not', () => {
    expect(parseMoneyCents('$1,234.5', 'Price')).toBe(123450);
    expect(parseMoneyCents('19.990', 'Price')).toBe(1999);
    expect(parseMoneyCents('.99', 'Price')).toBe(99);
    expect(() => parseMoneyCents('12.345', 'Price')).toThrow("Price has more than two decimals: '12.345'.");
    expect(() => parseMoneyCents('-3', 'Price')).toThrow("Price cannot be negative: '-3'.");
    expect(() => parseMoneyCents('free', 'Price')).toThrow("Price is not an amount: 'free'.");
  });

  it('reads any amount with at most two decimals to the exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseMoneyCents(text, 'Price')).toBe(cents);
      }),
    );
  });

  it('reads dates in ISO or US form, refusing impossible ones', () => {
    expect(parseDate('2025-06-30', 'Sale end')).toBe('2025-06-30');
    expect(parseDate('6/30/2025', 'Sale end')).toBe('2025-06-30');
    expect(() => parseDate('2025-02-30', 'Sale end')).toThrow('not a real date');
  });

  const mapping = {
    itemNumber: 'SKU',
    upc: 'UPC',
    itemDescription: 'Name',
    size: 'Size',
    price: 'Price',
    quantityOnHand: 'QOH',
    salePrice: 'Sale',
  };

  it('restores a UPC that lost its leading zero and reads bare sizes as millilitres', () => {
    const r = readRow(
      { SKU: ' 1001 ', UPC: '82184090466', Name: 'Rye', Size: '750', Price: '$24.99', QOH: '12', Sale: '' },
      mapping,
      2,
    );
    expect(r).toMatchObject({
      ok: true,
      row: {
        line: 2,
        itemNumber: '1001',
        upc: '82184090466',
        gtin: '00082184090466',
        itemDescription: 'Rye',
        size: '750 ml',
        packQuantity: 1,
        priceCents: 2499,
        quantityOnHand: 12,
      },
    });
  });

  it.each([
    [{ SKU: '', UPC: '' }, 'Missing item number and UPC.'],
    [
      { SKU: '1', UPC: '8.2184E+10' },
      "UPC '8.2184E+10' was turned into a spreadsheet number; export the column as text.",
    ],
    [{ SKU: '1', UPC: '123456789013' }, "UPC '123456789013' is not a valid UPC/EAN (wrong length or check digit)."],
    [{ SKU: '1', QOH: '2.5' }, "Quantity on hand must be a whole number: '2.5'."],
    [{ SKU: '1', QOH: '-1' }, "Quantity on hand must be 0 or more: '-1'."],
    [{ SKU: '1', Price: '10', Sale: '12' }, 'Sale price must be below the regular price.'],
  ])('rejects %j: %s', (record, reason) => {
    expect(readRow(record, mapping, 5)).toEqual({ ok: false, line: 5, itemNumber: record.SKU, reason });
  });

  it('leaves blank cells alone, so an empty column never wipes prices', () => {
    const r = readRow({ SKU: '7', Price: '', QOH: '' }, mapping, 3);
    expect(r.ok && r.row.priceCents).toBeUndefined();
    expect(r.ok && r.row.quantityOnHand).toBeUndefined();
  });

  it('puts the price where spec 4 price selection reads it', () => {
    expect(priceFieldFor({ packQuantity: 1, caseQuantity: 12, unitPriceCents: 0 })).toBe('unit');
    expect(priceFieldFor({ packQuantity: 6, caseQuantity: 24, unitPriceCents: 0 })).toBe('pack');
    expect(priceFieldFor({ packQuantity: 12, caseQuantity: 12, unitPriceCents: 0 })).toBe('case');
    expect(priceFieldFor({ packQuantity: 6, caseQuantity: 24, unitPriceCents: 199 })).toBe('unit');
  });
});

describe('store items an import filled from a case-pack column', () => {
  it('knows the case-pack headers, and only them', () => {
    for (const h of ['Case Pack', 'CASE_PACK', 'Units/Case', 'Pack/Case', 'Case Qty'])
      expect(isCaseHeader(h)).toBe(true);
    for (const h of ['Pack', 'Pack Size', 'Units per Pack', '', undefined]) expect(isCaseHeader(h)).toBe(false);
  });

  it('repairs a single bottle sold as "Bottle of 12", and leaves a real six-pack alone', () => {
    expect(repairedCasePack({ packQuantity: 12, name: 'Tito Handmade Vodka' })).toEqual({
      packQuantity: 1,
      caseQuantity: 12,
    });
    expect(repairedCasePack({ packQuantity: 24, name: 'Bud Light 6PK 12oz' })).toEqual({
      packQuantity: 6,
      caseQuantity: 24,
    });
    expect(repairedCasePack({ packQuantity: 6, name: 'Bud Light 6PK 12oz' })).toBeNull();
  });
});
