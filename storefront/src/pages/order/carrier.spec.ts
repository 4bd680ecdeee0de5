import { carrierFor } from './carrier';

describe('carrierFor: tracking links on the order page', () => {
  it('reads the carrier from the tracking number', () => {
    expect(carrierFor('1Z999AA10123456784')).toEqual({
      name: 'UPS',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(carrierFor('9400 1000 0000 0000 0000 00')?.name).toBe('USPS');
    expect(carrierFor('123456789012')?.name).toBe('FedEx');
  });

  it('prefers the carrier the shipping option names, and gives up when nothing tells', () => {
    expect(carrierFor('123456789012', 'UPS Ground')?.name).toBe('UPS');
    expect(carrierFor('ABC-1')).toBeNull();
    expect(carrierFor('   ')).toBeNull();
  });
});
