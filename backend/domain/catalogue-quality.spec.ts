import { cleanedName, codeInName, lacksCategory } from './catalogue-quality';

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

describe('catalogue quality: reorder notes and their fix, missing categories', () => {
  it('finds a reorder note in a name shoppers see, and offers the name without it', () => {
    expect(codeInName('Los Amantes Joven - Dno, Outdated Vor')).toBe('Dno, Outdated Vor');
    expect(cleanedName('Los Amantes Joven - Dno, Outdated Vor')).toBe('Los Amantes Joven');
    expect(cleanedName('Zubrowka Bison Grass Vodka (Use Item Code 935662')).toBe('Zubrowka Bison Grass Vodka');
    expect(cleanedName("3 Amigos Ramona''s Reserve")).toBe("3 Amigos Ramona's Reserve");
    // A long number may be part of the name: a person decides.
    expect(cleanedName('Whistlepig Rye 100123')).toBeNull();
  });

  it('a master needs a main category and a sub or final one', () => {
    expect(lacksCategory({ mainCategory: 'Liquor', finalCategory: 'Gin' })).toBe(false);
    expect(lacksCategory({ mainCategory: 'Wine', subCategory1: 'Red Blend' })).toBe(false);
    expect(lacksCategory({ mainCategory: 'Liquor' })).toBe(true);
    expect(lacksCategory({ mainCategory: ' ', finalCategory: 'Gin' })).toBe(true);
    expect(lacksCategory({})).toBe(true);
  });
});
