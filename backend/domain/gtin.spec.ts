import fc from 'fast-check';
import { displayBarcode, gtinCheckDigit, hasValidCheckDigit, normaliseGtin } from './gtin';

describe('GTIN normalisation', () => {
  it('computes the GS1 check digit', () => {
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
  });

  it('restores the leading zeros a UPC lost and keeps a 14-digit GTIN', () => {
    // Iowa's '88004022723' is the UPC-A 088004022723 (Fireball) without its leading zero.
    expect(normaliseGtin('88004022723')).toBe('00088004022723');
    expect(normaliseGtin('088004022723')).toBe('00088004022723');
    expect(normaliseGtin('0088004022723')).toBe('00088004022723');
    expect(normaliseGtin('4006381333931')).toBe('04006381333931');
    expect(normaliseGtin('10086816101923')).toBe('10086816101923'); // a case GTIN-14 (SCC)
    expect(normaliseGtin(' 0-88004-02272-3 ')).toBe('00088004022723');
  });

  it('reads an 11-digit UPC-A whose check digit was dropped', () => {
    // 03600029145 + check digit 2; as 11 digits padded it fails its own check, so the digit is added.
    expect(normaliseGtin('03600029145')).toBe('00036000291452');
  });

  it('refuses what is not a barcode', () => {
    for (const bad of [
      '',
      '   ',
      'abc',
      '12345',
      '000000000000',
      '088004022724',
      '1234567890123456',
      '8.8004E+10',
      null,
      undefined,
    ]) {
      expect(normaliseGtin(bad as string)).toBeNull();
    }
  });

  it('accepts any valid GTIN whatever leading zeros it is written with, and gives the same 14 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{5,12}$/), fc.integer({ min: 0, max: 3 }), (body, zeros) => {
        const code = body + String(gtinCheckDigit(body));
        const gtin = normaliseGtin('0'.repeat(zeros) + code);
        return gtin === code.padStart(14, '0') && hasValidCheckDigit(gtin!);
      }),
    );
  });

  it('catches every single-digit typo in the check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{10}$/), fc.integer({ min: 1, max: 9 }), (body, delta) => {
        const good = body + String(gtinCheckDigit(body));
        const bad = body + String((gtinCheckDigit(body) + delta) % 10);
        return normaliseGtin(good) !== null && normaliseGtin(bad) === null;
      }),
    );
  });

  it('shows a GTIN as the UPC-A or EAN-13 people know', () => {
    expect(displayBarcode('00088004022723')).toBe('088004022723');
    expect(displayBarcode('04006381333931')).toBe('4006381333931');
  });
});
