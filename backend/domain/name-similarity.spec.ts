import fc from 'fast-check';
import {
  canonicalName,
  mayBeCut,
  nameSimilarity,
  nameTokens,
  sameLeadingWord,
  tokenSimilarity,
  trigramSimilarity,
  withoutSourceMarkers,
} from './name-similarity';

describe('product name similarity', () => {
  it('reads names the way stores write them', () => {
    expect(nameTokens("Jack Daniel's Old #7")).toEqual(['jack', 'daniels', 'old', 'no', '7']);
    expect(canonicalName('GLENLIVET 12YR W/2 GLASSES')).toBe('glenlivet 12 year with 2 glass');
    expect(canonicalName('Crème de Cassis & Co')).toBe('creme cassis co');
  });

  it('treats POS abbreviations as the word', () => {
    expect(tokenSimilarity('whsky', 'whiskey')).toBeGreaterThan(0.7);
    expect(tokenSimilarity('cinn', 'cinnamon')).toBeGreaterThan(0.8);
    expect(tokenSimilarity('12', '15')).toBe(0);
    expect(tokenSimilarity('rye', 'bourbon')).toBe(0);
  });

  it('scores an abbreviated, re-cased name of the same product far above a different product', () => {
    const same = nameSimilarity('Fireball Cnnmn Whsky', 'FIREBALL CINNAMON WHISKEY');
    const other = nameSimilarity('Fireball Cnnmn Whsky', 'FIREBALL CINNAMON WHISKEY PARTY BUCKET');
    expect(same).toBeGreaterThan(0.7); // above the suggestion threshold (rank-suggestions.ts)
    expect(other).toBeLessThan(same);
    expect(nameSimilarity('HIGH WEST BOURBON WHISKEY', 'HIGH WEST DOUBLE RYE WHISKEY')).toBeLessThan(0.7);
  });

  it('marks down names whose numbers differ (ages, proofs)', () => {
    expect(nameSimilarity('GLENLIVET 12YR', 'GLENLIVET 15YR')).toBeLessThan(0.7);
    expect(nameSimilarity('GLENLIVET 12YR', 'The Glenlivet 12 Year')).toBeGreaterThan(0.9);
  });

  it('ignores size words and the source markers', () => {
    expect(nameTokens('SMIRNOFF 80PRF PET')).toEqual(nameTokens('Smirnoff 80prf'));
    expect(nameTokens('JAMESON MINI')).toEqual(['jameson']);
    expect(nameTokens('HALF Svedka Citron DISCO')).toEqual(['svedka', 'citron']);
    expect(withoutSourceMarkers('SOOH RICARD ANISE LIQUEUR')).toBe('RICARD ANISE LIQUEUR');
    expect(withoutSourceMarkers('BRUGAL ANEJO SUPERIOR RUM - USE CODE 942458')).toBe('BRUGAL ANEJO SUPERIOR RUM');
    expect(withoutSourceMarkers('REMUS REPEAL RESERVE BOURBON II DISCO')).toBe('REMUS REPEAL RESERVE BOURBON II');
    expect(withoutSourceMarkers('HAWKEYE GIN')).toBe('HAWKEYE GIN');
  });

  it('reads a name cut at 28 characters as the start of the whole name, its last word as a prefix', () => {
    const cut = 'SUGARLANDS APPALACHIAN ELECT';
    expect(mayBeCut(cut)).toBe(true);
    expect(mayBeCut('SUGARLANDS')).toBe(false);
    const whole = 'SUGARLANDS APPALACHIAN ELECTRIC CHERRY MOONSHINE';
    expect(nameSimilarity(cut, whole)).toBeLessThan(0.7);
    expect(nameSimilarity(cut, whole, { aMayBeCut: true })).toBeGreaterThan(0.9);
    // 'ST' cut from 'STRAIGHT' is not 'SAINT'.
    expect(
      nameSimilarity('rustic river res kentucky st', 'RUSTIC RIVER RESERVE KENTUCKY STRAIGHT BOURBON', {
        aMayBeCut: true,
      }),
    ).toBeGreaterThan(0.85);
    // A complete last word that the other name lacks is no cut.
    expect(
      nameSimilarity('Jack Daniels Tennessee Apple', 'JACK DANIELS TENNESSEE HONEY', { aMayBeCut: true }),
    ).toBeLessThan(0.7);
  });

  it('compares the brand words', () => {
    expect(sameLeadingWord('SOOH RICARD ANISE', 'RICARD ANISE LIQUEUR')).toBe(true);
    expect(sameLeadingWord('Prmnt Peppermint', 'PARAMOUNT PEPPERMINT SCHNAPPS')).toBe(true);
    expect(sameLeadingWord('hwky gin', 'NEW AMSTERDAM GIN')).toBe(false);
  });

  it('matches pg_trgm similarity()', () => {
    // SELECT similarity('word', 'two words') = 0.363636
    expect(trigramSimilarity('word', 'two words')).toBeCloseTo(0.363636, 5);
  });

  it('is symmetric, between 0 and 1, and 1 for the same name', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9 ]{1,40}$/);
    fc.assert(
      fc.property(name, name, (a, b) => {
        const s = nameSimilarity(a, b);
        return s >= 0 && s <= 1 && Math.abs(s - nameSimilarity(b, a)) < 1e-9;
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{2,12}( [A-Za-z0-9]{1,12}){0,4}$/),
        (a) => nameTokens(a).length === 0 || nameSimilarity(a, a.toLowerCase()) === 1,
      ),
    );
  });
});
