import type { CustomerView, SessionUser } from '@domain/api/accounts';
import { isTokenExpired } from '@domain/token-expiry';

export { isTokenExpired };
import { useSyncExternalStore } from 'react';
import { StorageKeys, readJson, writeJson } from './storage';

export interface SessionSnapshot {
  token: string | null;
  user: SessionUser | null;
  customer: CustomerView | null;
  /** True when a customer token exists and has not expired. */
  signedIn: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  if (typeof localStorage === 'undefined') return { token: null, user: null, customer: null, signedIn: false };
  const token = localStorage.getItem(StorageKeys.customerToken);
  const user = readJson<SessionUser | null>(localStorage, StorageKeys.currentUser, null);
  const customer = readJson<CustomerView | null>(localStorage, StorageKeys.customer, null);
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

export function getCurrentUser(): SessionUser | null {
  return snapshot.user;
}

export function getCustomer(): CustomerView | null {
  return snapshot.customer;
}

export function saveSession(token: string, user: SessionUser, customer: CustomerView | null): void {
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

/** My Details saved the customer's record: the session shows the new name at once. */
export function updateSessionCustomer(customer: CustomerView): void {
  writeJson(localStorage, StorageKeys.customer, customer);
  notify();
}

/** A password change answers a fresh token (the old one has ended): keep the session with it. */
export function replaceSessionToken(token: string): void {
  localStorage.setItem(StorageKeys.customerToken, token);
  notify();
}
