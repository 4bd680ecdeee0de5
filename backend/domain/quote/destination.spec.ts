import { destinationOf } from './destination';

describe('destinationOf: the ship-to rules judge the zip’s state', () => {
  it('refuses a typed state that is not the zip’s, naming both', () => {
    expect(destinationOf({ state: 'IA', zipCode: '10118' })).toEqual({
      state: null,
      refusal: 'Zip code 10118 is in NY, not IA.',
    });
    expect(destinationOf({ state: 'new york', zipCode: '50309-1234' }).refusal).toBe(
      'Zip code 50309 is in IA, not NY.',
    );
  });

  it('answers the zip’s state when the typed one agrees (by code or by name)', () => {
    expect(destinationOf({ state: 'IA', zipCode: '52240' })).toEqual({ state: 'IA', refusal: null });
    expect(destinationOf({ state: 'Iowa', zipCode: '50309' })).toEqual({ state: 'IA', refusal: null });
    expect(destinationOf({ state: 'NY', zipCode: '10118' })).toEqual({ state: 'NY', refusal: null });
  });

  it('leaves the state unknown when none is typed or the zip is in no state', () => {
    expect(destinationOf({ state: '', zipCode: '10118' })).toEqual({ state: null, refusal: null });
    expect(destinationOf({ state: 'IA', zipCode: '00012' })).toEqual({ state: null, refusal: null });
  });
});
