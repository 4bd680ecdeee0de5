import { rankSuggestions } from './rank-suggestions';

const c = (id: number, itemName: string, sizeMl: number | null, gtin: string | null = null) => ({
  id,
  itemName,
  sizeMl,
  gtin,
});

describe('mapping suggestions ranking', () => {
  it('puts a same-barcode, same-size product first with the reason shown', () => {
    const ranked = rankSuggestions({ itemName: 'Fireball Cinnamon Whsky', sizeMl: 750, gtin: '00088004022723' }, [
      c(1, 'FIREBALL CINNAMON WHISKEY', 750, '00088004022723'),
      c(2, 'FIREBALL CINNAMON WHISKEY', 750, null),
    ]);
    expect(ranked[0]).toMatchObject({ beverageId: 1, reason: 'same UPC and size', sameUpc: true });
    expect(ranked[1].reason).toMatch(/^\d+ % name match, same size$/);
    const abbreviated = rankSuggestions({ itemName: 'Fireball Cnnmn Whsky', sizeMl: 750, gtin: '00088004022723' }, [
      c(1, 'FIREBALL CINNAMON WHISKEY', 750, '00088004022723'),
    ]);
    expect(abbreviated[0].reason).toMatch(/^same UPC and size, \d\d % name match$/);
  });

  it('never suggests another size, even with the same barcode and name', () => {
    const ranked = rankSuggestions({ itemName: 'FIREBALL CINNAMON WHISKEY', sizeMl: 750, gtin: '00088004022723' }, [
      c(1, 'FIREBALL CINNAMON WHISKEY', 1750, '00088004022723'),
      c(2, 'FIREBALL CINNAMON WHISKEY', 50, null),
    ]);
    expect(ranked).toEqual([]);
  });

  it('suggests nothing when the size is unknown', () => {
    expect(rankSuggestions({ itemName: 'FIREBALL', sizeMl: null, gtin: null }, [c(1, 'FIREBALL', null)])).toEqual([]);
  });

  it('does not trust a barcode shared by an unrelated product', () => {
    // Iowa 00812459014572 is on both of these 750 ml items.
    const ranked = rankSuggestions(
      { itemName: 'Suntory Toki w/ Highball Glass', sizeMl: 750, gtin: '00812459014572' },
      [
        c(1, 'BACARDI OCHO GIFT TUBE', 750, '00812459014572'),
        c(2, 'SUNTORY TOKI W/HIGHBALL GLASS', 750, '00812459014572'),
      ],
    );
    expect(ranked.map((r) => r.beverageId)).toEqual([2]);
  });

  it('leaves out weak name matches', () => {
    expect(
      rankSuggestions({ itemName: 'HIGH WEST BOURBON', sizeMl: 750, gtin: null }, [
        c(1, 'HIGH WEST DOUBLE RYE WHISKEY', 750),
      ]),
    ).toEqual([]);
  });
});
