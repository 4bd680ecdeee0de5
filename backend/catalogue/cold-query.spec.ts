import fc from 'fast-check';
import { matchPieces } from './cold-query';
import { editDistance } from './search-index';

/** One edit of a word: a letter changed, added or removed, or two neighbours swapped. */
const edit = fc.record({ kind: fc.integer({ min: 0, max: 3 }), at: fc.nat(), letter: fc.constantFrom('a', 'b', 'x') });
function apply(word: string, e: { kind: number; at: number; letter: string }): string {
  const i = e.at % (word.length + 1);
  if (e.kind === 0) return word.slice(0, i) + e.letter + word.slice(i + 1);
  if (e.kind === 1) return word.slice(0, i) + e.letter + word.slice(i);
  if (e.kind === 2) return word.slice(0, i) + word.slice(i + 1);
  const j = Math.min(i, word.length - 2);
  return j < 0 ? word : word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2);
}

/** The cold read keeps every item a query word can match: one of its pieces is in the word matched. */
describe('matchPieces', () => {
  const word = fc.stringMatching(/^[a-f]{4,14}$/);

  it('short words are matched whole (exact and prefix matches only); longer ones in pieces a letter apart', () => {
    expect(matchPieces('cab')).toEqual(['cab']);
    expect(matchPieces('vodak')).toEqual(['vo', 'ak']);
    expect(matchPieces('glenlivit')).toEqual(['gle', 'li', 'it']);
  });

  it('a word within the typo distance (neighbour swaps included), with any ending, holds a piece intact', () => {
    fc.assert(
      fc.property(word, fc.array(edit, { maxLength: 2 }), fc.stringMatching(/^[a-f]{0,3}$/), (q, edits, tail) => {
        const max = q.length >= 8 ? 2 : 1;
        const v = edits.slice(0, max).reduce(apply, q);
        fc.pre(editDistance(q, v, max) <= max);
        expect(matchPieces(q).some((p) => (v + tail).includes(p))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
