import { useEffect, useState } from 'react';
import type { FacetValue, ListingFacets } from '@domain/api/catalogue';
import { ChevronIcon } from '../../components/Icons';
import { SORT_OPTIONS, type ListingFilters } from './listing-url';
import { PriceRange } from './PriceRange';

/** Spec 9: the slider runs 0..10000 until the server's maxPrice replaces the top. */
export const DEFAULT_MAX_PRICE = 10000;

interface FilterPanelProps {
  filters: ListingFilters;
  facets?: ListingFacets;
  typeOptions: string[];
  checkedTypes: string[];
  onChange: (next: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

function countOf(values: FacetValue[] | undefined, value: string): number {
  return values?.find((v) => v.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
}

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Spec 2.8 left panel. */
export function FilterPanel({ filters, facets, typeOptions, checkedTypes, onChange, onClear }: FilterPanelProps) {
  const [text, setText] = useState(filters.text);
  const [urlText, setUrlText] = useState(filters.text);
  if (urlText !== filters.text) {
    setUrlText(filters.text);
    setText(filters.text);
  }

  // The text filter follows typing after a short pause, replacing (not adding) history entries.
  useEffect(() => {
    if (text === filters.text) return;
    const t = setTimeout(() => onChange({ text }, { replace: true }), 350);
    return () => clearTimeout(t);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps

  const bound = facets?.maxPrice && facets.maxPrice > 0 ? Math.ceil(facets.maxPrice) : DEFAULT_MAX_PRICE;
  return (
    <div className="filters">
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

      {typeOptions.length > 0 && (
        <fieldset className="filter">
          <legend className="filter__title">Filter by Type</legend>
          <ul className="checklist">
            {typeOptions.map((type) => (
              <li key={type}>
                <label>
                  <input
                    type="checkbox"
                    checked={checkedTypes.includes(type)}
                    onChange={() => onChange({ types: toggle(checkedTypes, type) })}
                  />
                  <span>{type}</span> <span className="count">({countOf(facets?.types, type)})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <div className="filter">
        <label htmlFor="listing-sort" className="filter__title">
          Sort by
        </label>
        <select
          id="listing-sort"
          value={filters.sort ?? ''}
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

      <fieldset className="filter">
        <legend className="filter__title">Availability</legend>
        <ul className="checklist">
          <li>
            <label>
              <input
                type="checkbox"
                checked={filters.inStock}
                onChange={() => onChange({ inStock: !filters.inStock })}
              />
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

      <PriceRange
        bound={bound}
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />

      <FacetList
        title="Size"
        values={facets?.sizes ?? []}
        checked={filters.sizes}
        onToggle={(v) => onChange({ sizes: toggle(filters.sizes, v) })}
      />
      <FacetList
        title="Country"
        values={facets?.countries ?? []}
        checked={filters.countries}
        onToggle={(v) => onChange({ countries: toggle(filters.countries, v) })}
      />
      <FacetList
        title="Brand"
        values={facets?.brands ?? []}
        checked={filters.brands}
        onToggle={(v) => onChange({ brands: toggle(filters.brands, v) })}
      />

      <button type="button" className="btn btn--ghost filters__clear" onClick={onClear}>
        Clear Filters
      </button>
    </div>
  );
}

/** Collapsible checkbox list with counts; ticked values stay listed even when their count is 0. */
function FacetList({
  title,
  values,
  checked,
  onToggle,
}: {
  title: string;
  values: FacetValue[];
  checked: string[];
  onToggle: (v: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const merged = [...values];
  for (const c of checked) if (!merged.some((v) => v.value === c)) merged.push({ value: c, count: 0 });
  const visible = showAll ? merged : merged.slice(0, 12);
  const id = `facet-${title.toLowerCase()}`;
  return (
    <div className="filter">
      <button
        type="button"
        className="filter__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="filter__title">{title}</span>
        <ChevronIcon size={18} className={open ? 'rot180' : ''} />
      </button>
      {open && (
        <div id={id}>
          {merged.length === 0 && <p className="muted small">No {title.toLowerCase()} to choose.</p>}
          <ul className="checklist" aria-label={title}>
            {visible.map((v) => (
              <li key={v.value}>
                <label>
                  <input type="checkbox" checked={checked.includes(v.value)} onChange={() => onToggle(v.value)} />
                  <span>{v.value}</span> <span className="count">({v.count})</span>
                </label>
              </li>
            ))}
          </ul>
          {merged.length > 12 && (
            <button type="button" className="linklike small" onClick={() => setShowAll((s) => !s)}>
              {showAll ? 'Show fewer' : `Show all ${merged.length}`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
