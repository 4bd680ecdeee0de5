/**
 * Numbers for facet values (types, countries, brands) so the listing can filter with flag arrays
 * and count with integer arrays instead of maps of strings. Append-only: a refreshed snapshot keeps
 * the same numbers for the same values.
 */
export class FacetDictionary {
  private readonly ids = new Map<string, number>();
  /** id -> lower-cased value (the key) */
  readonly keys: string[] = [];
  /** id -> the value as first seen, for display */
  readonly values: string[] = [];

  /** The id of a value, added when new; values compare trimmed and lower-cased. */
  id(value: string): number {
    const key = value.trim().toLowerCase();
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.ids.set(key, id);
      this.keys.push(key);
      this.values.push(value.trim());
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value.trim().toLowerCase());
  }

  get size(): number {
    return this.keys.length;
  }

  /** Flags for the given values (undefined when none are given: no filter). */
  mask(values?: string[]): Uint8Array | undefined {
    if (!values || !values.length) return undefined;
    const flags = new Uint8Array(this.size);
    for (const v of values) {
      const id = this.find(v);
      if (id !== undefined) flags[id] = 1;
    }
    return flags;
  }
}

export interface CatalogueDictionaries {
  /** Sub-categories and their groups share one numbering (the type filter accepts either). */
  types: FacetDictionary;
  countries: FacetDictionary;
  brands: FacetDictionary;
  /** Other lower-cased texts kept once (main categories, wineries). */
  other: FacetDictionary;
}

export function newDictionaries(): CatalogueDictionaries {
  return {
    types: new FacetDictionary(),
    countries: new FacetDictionary(),
    brands: new FacetDictionary(),
    other: new FacetDictionary(),
  };
}
