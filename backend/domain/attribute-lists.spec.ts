import { ATTRIBUTE_NAMES, cleanAttributeValues } from './attribute-lists';

describe('table configurator lists (spec 2.14, 5)', () => {
  it('has the ten lists of the spec, in order', () => {
    expect(ATTRIBUTE_NAMES).toEqual([
      'Alcohol Content',
      'Brand',
      'Country',
      'State',
      'Category',
      'Sub Category',
      'Vintage',
      'Pack Type',
      'Region',
      'Size',
    ]);
  });
  it('ignores blank values and trims the others', () => {
    expect(cleanAttributeValues(['France', ' ', '', ' Italy '])).toEqual({ values: ['France', 'Italy'] });
  });
  it('refuses a duplicate, whatever its case or spaces', () => {
    expect(cleanAttributeValues(['France', ' france'])).toEqual({ error: "'france' is already in the list." });
  });
  it('refuses a comma inside a value (lists travel comma-joined)', () => {
    expect(cleanAttributeValues(['Napa, CA'])).toEqual({
      error:
        "'Napa, CA' contains a comma. Values are stored comma-joined, so it would become two values: use another character.",
    });
  });
});
