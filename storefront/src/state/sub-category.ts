import { StorageKeys, readJson, writeJson } from './storage';

/**
 * The saved sub-category list (spec 2.3, 2.4, 2.8): a collection card saves its one name, a menu
 * item saves its group's items, a search clears it. The listing offers it under Filter by Type.
 */
export function saveSubCategories(names: string[]): void {
  writeJson(localStorage, StorageKeys.subCategory, names);
}

export function clearSubCategories(): void {
  try {
    localStorage.removeItem(StorageKeys.subCategory);
  } catch {
    /* storage disabled */
  }
}

export function readSubCategories(): string[] {
  if (typeof localStorage === 'undefined') return [];
  const value = readJson<unknown>(localStorage, StorageKeys.subCategory, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
