import { rankSuggestions } from './rank-suggestions';

const c = (id: number, itemName: string, sizeMl: number | null, gtin: string | null = null, packType?: string) => ({
  id,
  itemName,
  sizeMl,
  gtin,
  packType,
});

describe('mapping suggestions ranking', () => {
  it('puts a same-barcode, same-size product first with the reason and evidence shown', () => {
    const ranked = rankSuggestions({ itemName: 'Fireball Cinnamon Whsky', sizeMl: 750, gtin: '00088004022723' }, [
      c(1, 'FIREBALL CINNAMON WHISKEY', 750, '00088004022723'),
      c(2, 'FIREBALL CINNAMON WHISKEY', 750, null),
    ]);
    expect(ranked[0]).toMatchObject({
      beverageId: 1,
      reason: 'same UPC and size',
      sameUpc: true,
      evidence: 'barcode+size',
    });
    expect(ranked[1]).toMatchObject({ evidence: 'name+size' });
    expect(ranked[1].reason).toMatch(/^\d+ % name match, same size$/);
    const abbreviated = rankSuggestions({ itemName: 'Fireball Cnnmn Whsky', sizeMl: 750, gtin: '00088004022723' }, [
      c(1, 'FIREBALL CINNAMON WHISKEY', 750, '00088004022723'),
    ]);
    expect(abbreviated[0].reason).toMatch(/^same UPC and size, \d\d % name match$/);
  });

  it('does not take a barcode as verified when each name names a flavour the other lacks', () => {
    const apple = { itemName: 'YUKON JACK APPLE', sizeMl: 750, gtin: '00084380425011' };
    expect(rankSuggestions(apple, [c(1, 'YUKON JACK FIRE', 750, '00084380425011')])).toEqual([]);
    // The master of that flavour, sharing the barcode, is the verified match.
    const ranked = rankSuggestions(apple, [
      c(1, 'YUKON JACK FIRE', 750, '00084380425011'),
      c(2, 'YUKON JACK APPLE', 750, '00084380425011'),
    ]);
    expect(ranked.map((r) => [r.beverageId, r.evidence])).toEqual([[2, 'barcode+size']]);
  });

  it('suggests nothing when a cut name leaves two other products tied, but a relisting of one is fine', () => {
    const cut = { itemName: 'On The Rocks Cocktails Knob', sizeMl: 200, gtin: null };
    expect(
      rankSuggestions(cut, [
        c(1, 'ON THE ROCKS COCKTAILS KNOB CREEK OLD FASHIONED', 200),
        c(2, 'ON THE ROCKS COCKTAILS KNOB CREEK BOURBON MANHATTAN', 200),
      ]),
    ).toEqual([]);
    const relisted = rankSuggestions(cut, [
      c(1, 'ON THE ROCKS COCKTAILS KNOB CREEK OLD FASHIONED', 200),
      c(2, 'ON THE ROCKS COCKTAILS KNOB CREEK OLD FASHIONED', 200),
    ]);
    expect(relisted.map((r) => r.beverageId)).toEqual([1, 2]);
  });

  it('counts the middle words of a name of cut length: a word the master lacks is another product', () => {
    expect(
      rankSuggestions({ itemName: 'PAUL MSSN PEACH GRANDE AMBER', sizeMl: 200, gtin: null }, [
        c(1, 'PAUL MASSON GRANDE AMBER BRANDY VS', 200),
      ]),
    ).toEqual([]);
    // Its last word may be the start of a word every name leaves out ('MINI D' for 'MINI DISCO').
    const [top] = rankSuggestions({ itemName: 'Cptn Morgan Apl Smash Mini D', sizeMl: 50, gtin: null }, [
      c(1, 'CAPTAIN MORGAN APPLE SMASH MINI DISCO', 50),
    ]);
    expect(top?.beverageId).toBe(1);
  });

  it('ranks a verified barcode + size match above any name-only match, however good the name', () => {
    const ranked = rankSuggestions({ itemName: 'SUGARLANDS APPALACHIAN ELECT', sizeMl: 750, gtin: '00811559020360' }, [
      c(1, 'SUGARLANDS APPALACHIAN ELECT', 750, null),
      c(2, 'SUGARLANDS APPALACHIAN ELECTRIC CHERRY MOONSHINE', 750, '00811559020360'),
    ]);
    expect(ranked.map((r) => r.beverageId)).toEqual([2, 1]);
    expect(ranked[0].score).toBeGreaterThanOrEqual(0.9);
    expect(ranked[1].score).toBeLessThan(0.9);
  });

  it('keeps a barcode match whose name the POS cut at 28 characters', () => {
    const ranked = rankSuggestions({ itemName: 'SUGARLANDS APPALACHIAN ELECT', sizeMl: 750, gtin: '00811559020360' }, [
      c(2, 'SUGARLANDS APPALACHIAN ELECTRIC CHERRY MOONSHINE', 750, '00811559020360'),
    ]);
    expect(ranked[0]).toMatchObject({ beverageId: 2, reason: 'same UPC and size' });
  });

  it('tells apart masters sharing a barcode by pack type and name, not by id', () => {
    const query = {
      itemName: 'Suntory Toki w/ Highball Glass',
      sizeMl: 750,
      gtin: '00812459014572',
      packType: 'Gift Pack',
    };
    const masters = [
      c(1, 'SUNTORY TOKI', 750, '00812459014572', 'Bottle'),
      c(2, 'SUNTORY TOKI W/HIGHBALL GLASS', 750, '00812459014572', 'Gift Pack'),
    ];
    expect(rankSuggestions(query, masters)[0].beverageId).toBe(2);
    expect(rankSuggestions({ ...query, itemName: 'Suntory Toki', packType: 'Bottle' }, masters)[0].beverageId).toBe(1);
    // The same names with the ids the other way round.
    const swapped = masters.map((m) => ({ ...m, id: 3 - m.id }));
    expect(rankSuggestions(query, swapped)[0].beverageId).toBe(1);
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

  it('leaves out weak name matches, other brands and other variants', () => {
    expect(
      rankSuggestions({ itemName: 'HIGH WEST BOURBON', sizeMl: 750, gtin: null }, [
        c(1, 'HIGH WEST DOUBLE RYE WHISKEY', 750),
      ]),
    ).toEqual([]);
    expect(
      rankSuggestions({ itemName: 'tullamore dew 12yr', sizeMl: 750, gtin: null }, [c(1, 'DEWARS 12YR', 750)]),
    ).toEqual([]);
    expect(
      rankSuggestions({ itemName: 'Jack Daniels Tennessee Apple', sizeMl: 750, gtin: null }, [
        c(1, 'JACK DANIELS TENNESSEE HONEY', 750),
      ]),
    ).toEqual([]);
  });
});
