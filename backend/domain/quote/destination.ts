/**
 * Where an order goes is where its zip is: the ship-to rules judge the zip's state (its
 * sectional center, domain/zip-location.ts), never the state typed beside it. A typed state that
 * names another state is refused, naming both, so a parcel of spirits cannot leave the state on
 * the strength of a typed "IA". Pure.
 */
import { zipLocation } from '../zip-location';
import { QUOTE_TEXTS } from './problems';
import { stateCode } from './us-states';

export interface Destination {
  /** The zip's state (postal code); null when the zip is in no state we know or no state was typed. */
  state: string | null;
  /** Why the address is refused (a 400): the typed state is not the zip's. */
  refusal: string | null;
}

/** The state an address's rules apply to, or its refusal when the typed state disagrees with the zip. */
export function destinationOf(address: { state: string; zipCode: string }): Destination {
  const typed = stateCode(address.state);
  const zip = address.zipCode.trim();
  const ofZip = zipLocation(zip)?.state ?? null;
  if (typed && ofZip && typed !== ofZip)
    return { state: null, refusal: QUOTE_TEXTS.zipState(zip.slice(0, 5), ofZip, typed) };
  // A state typed that names none stays unknown (the quote asks for one); so does a zip in no state.
  return { state: typed ? ofZip : null, refusal: null };
}
