import { csvField, toCsv } from './csv';

describe('CSV writing', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvField('Eval, Comma')).toBe('"Eval, Comma"');
    expect(csvField('Ramona\'s "Reserve"')).toBe('"Ramona\'s ""Reserve"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
