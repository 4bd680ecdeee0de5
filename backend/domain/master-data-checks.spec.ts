import {
  brandAfterCategoryWord,
  brandFix,
  categoryFixes,
  categoryFromName,
  countryFix,
  countryFromName,
  isCategoryWord,
  MasterFacts,
} from './master-data-checks';

const master = (id: number, itemName: string, over: Partial<MasterFacts> = {}): MasterFacts => ({
  id,
  itemName,
  brand: itemName.split(' ')[0],
  mainCategory: 'Liquor',
  finalCategory: 'Whiskey',
  country: 'United States',
  ...over,
});

describe('master data: what a name says about brand, category and country', () => {
  it('a brand that is only a category word is fixed to the maker the name names', () => {
    expect(isCategoryWord('Tequila')).toBe(true);
    expect(isCategoryWord('Bacardi')).toBe(false);
    expect(brandAfterCategoryWord('Tequila Komos Extra Anejo')).toBe('Komos');
    expect(brandAfterCategoryWord('Tequila 3 Amigos Blanco')).toBe('3 Amigos');
    expect(brandAfterCategoryWord('Tequila Rose Strawberry')).toBe('Tequila Rose');
    expect(brandAfterCategoryWord('Whiskey del Bac Dorado')).toBe('Whiskey Del Bac');
    expect(brandFix(master(1, 'Tequila Ocho Plata', { brand: 'Tequila' }))).toEqual({
      id: 1,
      field: 'brand',
      from: 'Tequila',
      to: 'Tequila Ocho',
    });
    expect(brandFix(master(2, 'Tequila Cimarron Reposado', { brand: 'Tequila' }))?.to).toBe('Cimarron');
    expect(brandFix(master(3, 'Bacardi Superior'))).toBeNull();
  });

  it('reads the spirit a straight spirit names, not the cask it was finished in nor a flavoured liqueur', () => {
    expect(categoryFromName('135 East Hyogo Japanese Dry Gin')).toBe('Gin');
    expect(categoryFromName("Jefferson's Reserve Old Rum Cask Finish")).toBeNull();
    expect(categoryFromName('Sagamore Spirit Calvados Finish')).toBeNull();
    expect(categoryFromName('Rum Bar Rum Cream')).toBeNull();
    expect(categoryFromName('Keepers Heart Irish and Bourbon Whiskey')).toBe('Whiskey');
    expect(categoryFromName('Bacardi Anejo Cuatro')).toBeNull();
  });

  it('files a rum under Rum when every other spirit of its brand is a rum (Bacardi Anejo Cuatro under Tequila)', () => {
    const rums = ['Superior', 'Gold', 'Black', 'Ocho'].map((n, i) =>
      master(10 + i, `Bacardi ${n}`, { brand: 'Bacardi', finalCategory: 'Rum', country: 'Puerto Rico' }),
    );
    const cuatro = master(20, 'Bacardi Anejo Cuatro', { brand: 'Bacardi', finalCategory: 'Tequila' });
    const gin = master(21, 'Hyogo Japanese Dry Gin', { finalCategory: 'Vodka' });
    const liqueur = master(22, 'Bacardi Rum Cream', { brand: 'Bacardi', finalCategory: 'Liqueur' });
    expect(categoryFixes([...rums, cuatro, gin, liqueur])).toEqual([
      { id: 20, field: 'finalCategory', from: 'Tequila', to: 'Rum' },
      { id: 21, field: 'finalCategory', from: 'Vodka', to: 'Gin' },
    ]);
    // Two of a brand are too few to say what the brand makes.
    expect(categoryFixes([...rums.slice(0, 2), cuatro])).toEqual([]);
  });

  it('a country the name contradicts: a Japanese gin from Germany', () => {
    expect(countryFromName('135 East Hyogo Japanese Dry Gin')).toBe('Japan');
    expect(countryFromName('Keepers Heart Irish and Kentucky Whiskey')).toBeNull();
    expect(countryFromName('Daviess County Ksbw French Oak Finished')).toBeNull();
    expect(
      countryFix(master(5, '135 East Hyogo Japanese Dry Gin', { country: 'Germany', finalCategory: 'Gin' })),
    ).toEqual({
      id: 5,
      field: 'country',
      from: 'Germany',
      to: 'Japan',
    });
    expect(countryFix(master(6, 'Toki Suntory Japanese Whisky', { country: 'Japan' }))).toBeNull();
    expect(countryFix(master(7, 'Mexican Mudslide', { finalCategory: 'Ready To Drink Cocktails' }))).toBeNull();
    expect(countryFix(master(8, 'French Rosé', { mainCategory: 'Wine', country: 'Spain' }))).toBeNull();
  });
});
