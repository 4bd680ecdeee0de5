import { checkTypes, cleanTags, duplicateEntry } from './product-request';

describe('product add/edit request lists (spec 5 Admin)', () => {
  it('refuses duplicate types and subtypes, ignoring case and spaces', () => {
    expect(checkTypes(['Wine', ' wine'], 'type')).toEqual({ values: ['Wine', 'wine'], error: 'Duplicate type: wine.' });
    expect(checkTypes(['Red', 'White', ''], 'subtype')).toEqual({ values: ['Red', 'White'], error: null });
    expect(duplicateEntry(['Scotch'], ' SCOTCH ')).toBe(true);
  });

  it('trims tags and keywords and drops the blank ones', () => {
    expect(cleanTags(['  smoky ', '', '   ', 'gift  box', 'Smoky'])).toEqual(['smoky', 'gift box']);
    expect(cleanTags(undefined)).toEqual([]);
  });
});
