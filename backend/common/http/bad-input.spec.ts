import { assertJsonDepth, BadInputError, findBadText, isBadText } from './bad-input';
import { toRowId } from './list-query';

describe('the text rule', () => {
  it.each([
    ['plain', false],
    ['Ünïcødé 中文', false],
    ['emoji 😀', false],
    ['a\u0000b', true],
    ['x\ud800', true],
    ['\udc00y', true],
    ['😀\udc00', true],
  ])('%j is bad: %s', (text, bad) => expect(isBadText(text)).toBe(bad));

  it('names where the first bad string or key is', () => {
    expect(findBadText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body.a[1].c');
    expect(findBadText({ 'k\ud800': 1 }, 'body')).toBe('body');
    expect(findBadText({ a: ['fine', 1, null, true] }, 'query')).toBeUndefined();
  });
});

describe('the JSON depth cap', () => {
  const depth = (n: number) => Buffer.from('['.repeat(n) + ']'.repeat(n));
  it('takes 64 levels and refuses 65', () => {
    expect(() => assertJsonDepth(depth(64))).not.toThrow();
    expect(() => assertJsonDepth(depth(65))).toThrow(BadInputError);
  });
  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(() => assertJsonDepth(Buffer.from(JSON.stringify({ a: '[[[[\\"{{{{'.repeat(100) })))).not.toThrow();
  });
});

describe('row ids', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [2_147_483_647, 2_147_483_647],
    [2_147_483_648, undefined],
    ['2147483648', undefined],
    [0, undefined],
    [-1, undefined],
    [1.5, undefined],
    [1e20, undefined],
    ['1e3', undefined],
    ['x', undefined],
    [null, undefined],
    [[1], undefined],
  ])('%j -> %j', (value, id) => expect(toRowId(value)).toBe(id));
});
