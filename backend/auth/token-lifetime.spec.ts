import { tokenLifetime } from './token-lifetime';

describe('token lifetime from JWT_EXPIRES_IN', () => {
  it('reads a bare number as seconds', () => {
    expect(tokenLifetime('3600')).toBe(3600);
    expect(tokenLifetime(' 900 ')).toBe(900);
  });

  it('passes durations with a unit on', () => {
    expect(tokenLifetime('8h')).toBe('8h');
    expect(tokenLifetime('15 m')).toBe('15m');
    expect(tokenLifetime('7d')).toBe('7d');
  });
});
