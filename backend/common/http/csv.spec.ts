import { csvField, toCsv } from './csv';

describe('CSV writing', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvField('Eval, Comma')).toBe('"Eval, Comma"');
    expect(csvField('Ramona\'s "Reserve"')).toBe('"Ramona\'s ""Reserve"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it('starts every document with a byte-order mark, so Excel reads accents as UTF-8', () => {
    expect(toCsv(['Description'], [['Rosé Añejo']])).toBe('\uFEFFDescription\r\nRosé Añejo\r\n');
  });

  it('keeps codes of digits as text a spreadsheet does not turn into 8.50016E+11 or strip of a zero', () => {
    expect(csvField('850016000000')).toBe('"=""850016000000"""');
    expect(csvField('00850016000007')).toBe('"=""00850016000007"""');
    expect(csvField('02134')).toBe('"=""02134"""');
    // Short codes, amounts and numbers stay as they are.
    expect(csvField('50309')).toBe('50309');
    expect(csvField('12.50')).toBe('12.50');
    expect(csvField(850016000000)).toBe('850016000000');
    expect(csvField('T14-X-1')).toBe('T14-X-1');
  });
});
