import { SeenTwice } from './seen-twice';

describe('SeenTwice', () => {
  it('admits a key from its second request on, among the last `size` distinct keys', () => {
    const seen = new SeenTwice(2);
    expect(seen.admit('a')).toBe(false);
    expect(seen.admit('a')).toBe(true);
    expect(seen.admit('a')).toBe(true);
    expect(seen.admit('b')).toBe(false);
    expect(seen.admit('c')).toBe(false); // 'a' is forgotten: the two latest are 'b' and 'c'
    expect(seen.admit('a')).toBe(false);
    expect(seen.admit('c')).toBe(true);
  });
});
