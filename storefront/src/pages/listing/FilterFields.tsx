import { useEffect, useState } from 'react';
import type { FacetValue, ListingFacets } from '@domain/api/catalogue';
import { SORT_OPTIONS, type ListingFilters } from './listing-url';

type OnChange = (next: Partial<ListingFilters>, options?: { replace?: boolean }) => void;

function countOf(values: FacetValue[] | undefined, value: string): number {
  return values?.find((v) => v.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
}

export function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The panel's search box: it follows typing after a short pause, replacing (not adding) history entries. */
export function TextFilter({ value, onChange }: { value: string; onChange: OnChange }) {
  const [text, setText] = useState(value);
  const [urlText, setUrlText] = useState(value);
  if (urlText !== value) {
    setUrlText(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onChange({ text }, { replace: true }), 350);
    return () => clearTimeout(t);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="filter">
      <label htmlFor="listing-text" className="filter__title">
        Search
      </label>
      <input
        id="listing-text"
        type="search"
        placeholder="Search products"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

/** "Filter by Type": the type boxes with the result's count of each. */
export function TypeFilter(p: { options: string[]; checked: string[]; facets?: ListingFacets; onChange: OnChange }) {
  if (p.options.length === 0) return null;
  return (
    <fieldset className="filter">
      <legend className="filter__title">Filter by Type</legend>
      <ul className="checklist">
        {p.options.map((type) => (
          <li key={type}>
            <label>
              <input
                type="checkbox"
                checked={p.checked.includes(type)}
                onChange={() => p.onChange({ types: toggle(p.checked, type) })}
              />
              <span>{type}</span> <span className="count">({countOf(p.facets?.types, type)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function SortFilter({ sort, onChange }: { sort: ListingFilters['sort']; onChange: OnChange }) {
  return (
    <div className="filter">
      <label htmlFor="listing-sort" className="filter__title">
        Sort by
      </label>
      <select
        id="listing-sort"
        value={sort ?? ''}
        onChange={(e) => onChange({ sort: (e.target.value || undefined) as ListingFilters['sort'] })}
      >
        <option value="">Best match</option>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** In stock and On sale, each with the result's count. */
export function AvailabilityFilter(p: { filters: ListingFilters; facets?: ListingFacets; onChange: OnChange }) {
  const { filters, facets, onChange } = p;
  return (
    <fieldset className="filter">
      <legend className="filter__title">Availability</legend>
      <ul className="checklist">
        <li>
          <label>
            <input type="checkbox" checked={filters.inStock} onChange={() => onChange({ inStock: !filters.inStock })} />
            <span>In stock</span> <span className="count">({facets?.inStock ?? 0})</span>
          </label>
        </li>
        <li>
          <label>
            <input type="checkbox" checked={filters.onSale} onChange={() => onChange({ onSale: !filters.onSale })} />
            <span>On sale</span> <span className="count">({facets?.onSale ?? 0})</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}
