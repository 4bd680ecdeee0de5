import { useSyncExternalStore } from 'react';
import { StorageKeys } from './storage';

/** Spec 4 Theme: theme1 or theme2, kept in local storage, default theme1. */
export type Theme = 'theme1' | 'theme2';

const listeners = new Set<() => void>();

export function readTheme(): Theme {
  try {
    return localStorage.getItem(StorageKeys.theme) === 'theme2' ? 'theme2' : 'theme1';
  } catch {
    return 'theme1';
  }
}

/** Sets the attribute the CSS custom properties hang off. */
export function applyTheme(theme: Theme = readTheme()): void {
  document.documentElement.dataset.theme = theme;
}

export function toggleTheme(): Theme {
  const next: Theme = readTheme() === 'theme1' ? 'theme2' : 'theme1';
  try {
    localStorage.setItem(StorageKeys.theme, next);
  } catch {
    /* storage disabled: the switch lasts for this page */
  }
  applyTheme(next);
  listeners.forEach((l) => l());
  return next;
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (document.documentElement.dataset.theme === 'theme2' ? 'theme2' : 'theme1'),
    () => 'theme1',
  );
}
