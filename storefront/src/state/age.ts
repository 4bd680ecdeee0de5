import { StorageKeys } from './storage';

/** Spec 4 Age gate: a session flag 'verified' or 'not verified'. */
export type AgeFlag = 'verified' | 'not verified';

/** Where a visitor under 21 is sent (spec: an external search site). */
export const UNDERAGE_REDIRECT_URL = 'https://www.google.com/';

export function readAgeFlag(): AgeFlag | null {
  try {
    const v = sessionStorage.getItem(StorageKeys.ageVerified);
    return v === 'verified' || v === 'not verified' ? v : null;
  } catch {
    return null;
  }
}

export function storeAgeFlag(flag: AgeFlag): void {
  try {
    sessionStorage.setItem(StorageKeys.ageVerified, flag);
  } catch {
    /* storage disabled: the gate asks again on the next load */
  }
}

export function leaveSite(): void {
  window.location.replace(UNDERAGE_REDIRECT_URL);
}
