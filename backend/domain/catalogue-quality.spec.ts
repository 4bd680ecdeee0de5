import { codeInName } from './catalogue-quality';

describe('catalogue quality: codes in names', () => {
  it('finds the source codes a name still carries', () => {
    expect(codeInName('Svedka Citron Disco')).toBe('Disco');
    expect(codeInName('SOOH Ricard Anise Liqueur')).toBe('SOOH');
    expect(codeInName('Brugal Anejo Superior Rum - Use Code 942458')).toBe('Use Code 942458');
    expect(codeInName("3 Amigos Ramona''s Reserve")).toBe("''");
    expect(codeInName('Whistlepig Rye 100123')).toBe('100123');
  });

  it('leaves ages, years, proofs and plain names alone', () => {
    for (const name of ['1792 Full Proof', 'Glenlivet 12 Year', 'Opus One 2019', "Ramona's Reserve", 'Hawkeye Gin'])
      expect(codeInName(name)).toBeNull();
  });
});
