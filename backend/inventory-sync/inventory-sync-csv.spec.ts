import { toCsv } from '../common/http/csv';
import { parseCsv } from './inventory-sync-csv';

describe('reading back a CSV the shop exported', () => {
  it('takes the byte-order mark and a UPC written as ="digits" as the plain header and digits', () => {
    const csv = toCsv(['Item number', 'UPC', 'Description'], [['A1', '850016000000', 'Rosé']]);
    expect(parseCsv(csv)).toEqual({
      headers: ['Item number', 'UPC', 'Description'],
      rows: [{ line: 2, cells: ['A1', '850016000000', 'Rosé'] }],
    });
  });
});
