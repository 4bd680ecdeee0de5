/** Moved to shared (both back offices write dates in the store's zone). */
export { useStoreTimeZone } from '../../shared/useStoreTimeZone';
