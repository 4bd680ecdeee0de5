import { checkTypes, cleanTags, duplicateEntry, requestsChange } from './product-request';

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

describe('requestsChange (the edit-request diff)', () => {
  it('a field the request left blank asks for no change', () => {
    expect(requestsChange('Jim Beam', '')).toBe(false);
    expect(requestsChange('Jim Beam', null)).toBe(false);
    expect(requestsChange(null, undefined)).toBe(false);
  });

  it('a different value is a change, a difference of case or spaces is not', () => {
    expect(requestsChange('Jim Beam', 'Jim Beam Black')).toBe(true);
    expect(requestsChange('', 'Kentucky')).toBe(true);
    expect(requestsChange('750ML', ' 750ml ')).toBe(false);
    expect(requestsChange(12, 12)).toBe(false);
    expect(requestsChange(12, 6)).toBe(true);
  });
});
