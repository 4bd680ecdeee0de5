import fc from 'fast-check';
import { formatSizeMl, parseSizeMl, sameSize } from './size';

describe('size parsing', () => {
  it.each([
    ['750ML', 750],
    ['750 ml', 750],
    ['750ml.', 750],
    ['.75 L', 750],
    ['0.75L', 750],
    ['1.75L', 1750],
    ['1,75 L', 1750],
    ['1 L', 1000],
    ['1L', 1000],
    ['1 LTR', 1000],
    ['1.5 Liter', 1500],
    ['3 litres', 3000],
    ['50ml', 50],
    ['70cl', 700],
    ['25.4 OZ', 750],
    ['25.4 fl. oz', 750],
    ['12 oz', 355],
    ['1.7oz', 50],
    ['59.2 OZ', 1750],
    ['1 gal', 3785],
    ['750', 750],
    ['1,000 ml', 1000],
    ['6/12 oz', 355],
    ['6 x 355ml', 355],
    ['12pk 12oz cans', 355],
    ['12 yr 750ml', 750],
  ])('%s is %i ml', (text, ml) => {
    expect(parseSizeMl(text)).toBe(ml);
  });

  it.each(['', '  ', 'magnum', '12 yr', '6pk', 'n/a', '0', '0 ml', null, undefined])('%s is not a size', (text) => {
    expect(parseSizeMl(text as string)).toBeNull();
  });

  it('reads back every size it writes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20_000 }), (ml) => parseSizeMl(formatSizeMl(ml)) === ml));
  });

  it('reads millilitres and litres written any way to the same number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('ml', 'ML', ' ml', ' Ml.'),
        (ml, unit) => parseSizeMl(`${ml}${unit}`) === ml,
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('L', ' l', ' LTR', ' liter'),
        (ml, unit) => parseSizeMl(`${ml / 1000}${unit}`) === ml,
      ),
    );
  });

  it('formats sizes as shown in the catalogue', () => {
    expect(formatSizeMl(750)).toBe('750 ml');
    expect(formatSizeMl(1000)).toBe('1 L');
    expect(formatSizeMl(1750)).toBe('1.75 L');
  });

  it('compares sizes as volumes', () => {
    expect(sameSize('750ML', '.75 L')).toBe(true);
    expect(sameSize('750ML', '1.75L')).toBe(false);
    expect(sameSize('', '')).toBe(false);
  });
});
