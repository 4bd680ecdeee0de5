import { isConfirmedBarcodeMatch, rankSuggestions } from './rank-suggestions';

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

  it('shows masters a cut name fits equally well as tied candidates, but a relisting of one is not a tie', () => {
    const cut = { itemName: 'On The Rocks Cocktails Knob', sizeMl: 200, gtin: null };
    const tied = rankSuggestions(cut, [
      c(1, 'ON THE ROCKS COCKTAILS KNOB CREEK OLD FASHIONED', 200),
      c(2, 'ON THE ROCKS COCKTAILS KNOB CREEK BOURBON MANHATTAN', 200),
    ]);
    expect(tied.map((r) => [r.beverageId, r.tied])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(tied[0].score).toBe(tied[1].score);
    expect(tied[0].reason).toMatch(/equally close to 1 other product$/);
    const relisted = rankSuggestions(cut, [
      c(1, 'ON THE ROCKS COCKTAILS KNOB CREEK OLD FASHIONED', 200),
      c(2, 'ON THE ROCKS COCKTAILS KNOB CREEK OLD FASHIONED', 200),
    ]);
    expect(relisted.map((r) => [r.beverageId, r.tied])).toEqual([
      [1, false],
      [2, false],
    ]);
  });

  it('shows the yearly bottlings a name without its year fits as three equally close candidates', () => {
    const masters = [
      c(1, 'OLD FORESTER BIRTHDAY BOURBON 2020', 750),
      c(2, 'OLD FORESTER BIRTHDAY BOURBON 2021', 750),
      c(3, 'OLD FORESTER BIRTHDAY BOURBON 2022', 750),
      c(4, 'OLD FORESTER 1920 PROHIBITION STYLE', 750),
    ];
    // The POS cut the year off (a name of cut length), or the store left it out.
    for (const itemName of [
      'OLD FORESTER BIRTHDAY BOURBON',
      'Old Forester Birthday Bourbon',
      'OLD FORESTER BDAY BOURBON',
    ]) {
      const ranked = rankSuggestions({ itemName, sizeMl: 750, gtin: null }, masters);
      expect(ranked.map((r) => r.beverageId).sort()).toEqual([1, 2, 3]);
      expect(ranked.every((r) => r.tied && r.score === ranked[0].score)).toBe(true);
    }
  });

  it('makes a barcode match whose proof, ABV, vintage or pack count disagrees need review, below 80 %', () => {
    const gtin = '00081128014681';
    const cases: Array<[string, string, string]> = [
      ['OLD FORESTER 1920 PROHIBITION 109 PROOF', 'OLD FORESTER 1920 PROHIBITION 102 PRF', 'proof 109 / 102'],
      ['OLD FORESTER 1920 PROHIBITION 57.5%', 'OLD FORESTER 1920 PROHIBITION 102 PROOF', 'proof 115 / 102'],
      ['OLD FORESTER BIRTHDAY BOURBON 2021', 'OLD FORESTER BIRTHDAY BOURBON 2020', 'vintage 2021 / 2020'],
      ['MODELO ESPECIAL 12PK', 'MODELO ESPECIAL 6 PACK', 'pack 12 / 6'],
    ];
    for (const [store, master, conflict] of cases) {
      const [top] = rankSuggestions({ itemName: store, sizeMl: 750, gtin }, [c(1, master, 750, gtin)]);
      expect(top).toMatchObject({ beverageId: 1, sameUpc: true, needsReview: true, conflicts: [conflict] });
      expect(top.score).toBeLessThan(0.8);
      expect(isConfirmedBarcodeMatch(top)).toBe(false);
      expect(top.reason).toContain(`${conflict}: needs review`);
    }
    // Agreeing evidence stays a confirmed barcode match (86 proof is 43 %).
    const [same] = rankSuggestions({ itemName: 'OLD FORESTER 86 PROOF', sizeMl: 750, gtin }, [
      c(1, 'OLD FORESTER 43%', 750, gtin),
    ]);
    expect(same).toMatchObject({ needsReview: false, conflicts: [] });
    expect(isConfirmedBarcodeMatch(same)).toBe(true);
  });

  it('reads the ABV and vintage columns when the names are silent', () => {
    const gtin = '00081128014681';
    const [top] = rankSuggestions({ itemName: 'OLD FORESTER SIGNATURE', sizeMl: 750, gtin, abv: 54.5 }, [
      { ...c(1, 'OLD FORESTER SIGNATURE', 750, gtin), abv: 50 },
    ]);
    expect(top).toMatchObject({ needsReview: true, conflicts: ['proof 109 / 100'] });
  });

  it('ranks a master whose barcode agrees above one whose proof contradicts', () => {
    const gtin = '00081128014681';
    const ranked = rankSuggestions({ itemName: 'OLD FORESTER 1920 PROHIBITION 115 PROOF', sizeMl: 750, gtin }, [
      c(1, 'OLD FORESTER 1920 PROHIBITION 100 PROOF', 750, gtin),
      c(2, 'OLD FORESTER 1920 PROHIBITION 115 PROOF', 750, gtin),
    ]);
    expect(ranked.map((r) => [r.beverageId, r.needsReview])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('ignores the pack markers the master loader strips (VAP, gift pack) when comparing names', () => {
    const vap = rankSuggestions({ itemName: 'CROWN ROYAL VAP', sizeMl: 750, gtin: null }, [
      c(1, 'CROWN ROYAL', 750),
      c(2, 'CROWN ROYAL APPLE', 750),
    ]);
    expect(vap[0]).toMatchObject({ beverageId: 1 });
    expect(vap[0].nameMatch).toBe(1);
    const gift = rankSuggestions({ itemName: 'JIM BEAM GIFT PACK', sizeMl: 750, gtin: null }, [c(1, 'JIM BEAM', 750)]);
    expect(gift[0]).toMatchObject({ beverageId: 1, nameMatch: 1 });
  });

  it('lowers the score of a master that names a variant the store does not (Pucker, Rye, Buy the Barrel)', () => {
    const pairs: Array<[string, string]> = [
      ['DEKUYPER SOUR APPLE SCHNAPPS', 'DEKUYPER SOUR APPLE PUCKER SCHNAPPS'],
      ['JIM BEAM', 'JIM BEAM RYE'],
      ['WOODFORD RESERVE BOURBON', 'WOODFORD RESERVE BOURBON BUY THE BARREL'],
    ];
    for (const [store, variant] of pairs) {
      const ranked = rankSuggestions({ itemName: store, sizeMl: 750, gtin: null }, [
        c(1, variant, 750),
        c(2, store, 750),
      ]);
      expect(ranked[0].beverageId).toBe(2);
      const alone = rankSuggestions({ itemName: store, sizeMl: 750, gtin: null }, [c(1, variant, 750)]);
      if (alone.length) {
        expect(alone[0].score).toBeLessThan(ranked[0].score);
        expect(alone[0].reason).toContain('only the master says');
      }
    }
    // With the barcode: still a barcode match, a lower confidence than the plain name's.
    const gtin = '00088004022723';
    const [variant] = rankSuggestions({ itemName: 'WOODFORD RESERVE BOURBON', sizeMl: 750, gtin }, [
      c(1, 'WOODFORD RESERVE BOURBON BUY THE BARREL', 750, gtin),
    ]);
    const [plain] = rankSuggestions({ itemName: 'WOODFORD RESERVE BOURBON', sizeMl: 750, gtin }, [
      c(1, 'WOODFORD RESERVE BOURBON', 750, gtin),
    ]);
    expect(variant.score).toBeLessThan(plain.score);
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
