import { parseSearchQuery } from './search-query';

describe('parseSearchQuery: sizes, packs and price words become filters', () => {
  it.each([
    ['titos 1.75', 'titos', [1750]],
    ['titos 1.75l', 'titos', [1750]],
    ['titos 1.75 l', 'titos', [1750]],
    ['titos handle', 'titos', [1750]],
    ['merlot 750', 'merlot', [750]],
    ['merlot 750 ml', 'merlot', [750]],
    ['crown royal fifth', 'crown royal', [750]],
    ['jim beam pint', 'jim beam', [375]],
    ['fireball 50ml', 'fireball', [50]],
    ['vodka 1 liter', 'vodka', [1000]],
    ['1.75', '', [1750]],
  ])('%s -> words "%s", sizes %j', (raw, text, sizes) => {
    const q = parseSearchQuery(raw);
    expect(q.text).toBe(text);
    expect(q.sizesMl).toEqual(sizes);
    expect(q.packs).toEqual([]);
  });

  it.each([
    ['ipa 6pk', 'ipa', [6]],
    ['ipa 6-pack', 'ipa', [6]],
    ['beer 12 pack', 'beer', [12]],
    ['lager 24pk', 'lager', [24]],
  ])('%s -> words "%s", packs %j', (raw, text, packs) => {
    const q = parseSearchQuery(raw);
    expect(q.text).toBe(text);
    expect(q.packs).toEqual(packs);
    expect(q.sizesMl).toEqual([]);
  });

  it('keeps numbers that name products, and reads "cheap" as a price order', () => {
    expect(parseSearchQuery('1800 silver')).toEqual({ text: '1800 silver', sizesMl: [], packs: [], cheap: false });
    expect(parseSearchQuery('glenlivet 12').text).toBe('glenlivet 12');
    expect(parseSearchQuery("Tito's").text).toBe('titos');
    expect(parseSearchQuery('cheap red')).toEqual({ text: 'red', sizesMl: [], packs: [], cheap: true });
  });
});
