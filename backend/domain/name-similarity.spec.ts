import fc from 'fast-check';
import { canonicalName, nameSimilarity, nameTokens, tokenSimilarity, trigramSimilarity } from './name-similarity';

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
