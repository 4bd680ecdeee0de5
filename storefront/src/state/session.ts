import { isTokenExpired } from '@domain/token-expiry';

export { isTokenExpired };
import { useSyncExternalStore } from 'react';
import { StorageKeys, readJson, writeJson } from './storage';

/** Login response user (spec 3). */
export interface CurrentUser {
  email: string;
  role: string;
}

/** Spec 3 Customer record. */
export interface Customer {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  emailAddress: string;
}

export interface SessionSnapshot {
  token: string | null;
  user: CurrentUser | null;
  customer: Customer | null;
  /** True when a customer token exists and has not expired. */
  signedIn: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  if (typeof localStorage === 'undefined') return { token: null, user: null, customer: null, signedIn: false };
  const token = localStorage.getItem(StorageKeys.customerToken);
  const user = readJson<CurrentUser | null>(localStorage, StorageKeys.currentUser, null);
  const customer = readJson<Customer | null>(localStorage, StorageKeys.customer, null);
  return { token, user, customer, signedIn: !isTokenExpired(token) };
}

function notify(): void {
  snapshot = read();
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === StorageKeys.customerToken || e.key === StorageKeys.customer) notify();
  });
}

/** The customer token, or null when absent or expired. */
export function getCustomerToken(): string | null {
  const token = snapshot.token;
  return isTokenExpired(token) ? null : token;
}

export function getCurrentUser(): CurrentUser | null {
  return snapshot.user;
}

export function getCustomer(): Customer | null {
  return snapshot.customer;
}

export function saveSession(token: string, user: CurrentUser, customer: Customer | null): void {
  localStorage.setItem(StorageKeys.customerToken, token);
  writeJson(localStorage, StorageKeys.currentUser, user);
  if (customer) writeJson(localStorage, StorageKeys.customer, customer);
  else localStorage.removeItem(StorageKeys.customer);
  notify();
}

/** Spec 4 Logout (customers): clears the customer token, current user and customer record. */
export function logout(): void {
  localStorage.removeItem(StorageKeys.customerToken);
  localStorage.removeItem(StorageKeys.currentUser);
  localStorage.removeItem(StorageKeys.customer);
  notify();
}

/** Previous URL (session storage): where login returns to. */
export function setPreviousUrl(url: string): void {
  try {
    sessionStorage.setItem(StorageKeys.previousUrl, url);
  } catch {
    /* storage disabled */
  }
}

export function getPreviousUrl(): string | null {
  try {
    return sessionStorage.getItem(StorageKeys.previousUrl);
  } catch {
    return null;
  }
}

function getSnapshot(): SessionSnapshot {
  // An expiry can pass without any storage event; re-derive signedIn when it flips.
  if (snapshot.signedIn && isTokenExpired(snapshot.token)) snapshot = read();
  return snapshot;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
