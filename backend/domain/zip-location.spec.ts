import { zipLocation, zipLocationLabel } from './zip-location';

describe('zip location (no outside look-up)', () => {
  it('names the demo stores\u2019 delivery zips', () => {
    expect(zipLocationLabel('50309')).toBe('Des Moines, IA');
    expect(zipLocationLabel('52401')).toBe('Cedar Rapids, IA');
    expect(zipLocationLabel('52402-1234')).toBe('Cedar Rapids, IA');
  });

  it('gives the state where the city is not in the table', () => {
    expect(zipLocation('61101')).toEqual({ city: null, state: 'IL' });
    expect(zipLocationLabel('10118')).toBe('New York, NY');
    expect(zipLocationLabel('02108')).toBe('Boston, MA');
    expect(zipLocationLabel('99501')).toBe('AK');
  });

  it('answers nothing for what is not a US zip', () => {
    expect(zipLocation('')).toBeNull();
    expect(zipLocation('ABCDE')).toBeNull();
    expect(zipLocation('1234')).toBeNull();
    expect(zipLocation('00001')).toBeNull();
    expect(zipLocationLabel(null)).toBe('');
  });
});
