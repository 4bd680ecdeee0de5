import type { ListingFacets } from '@domain/api/catalogue';
import { FacetList } from './FacetList';
import { AvailabilityFilter, SortFilter, TextFilter, toggle, TypeFilter } from './FilterFields';
import type { ListingFilters } from './listing-url';
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

/** Spec 2.8 left panel. */
export function FilterPanel({ filters, facets, typeOptions, checkedTypes, onChange, onClear }: FilterPanelProps) {
  const bound = facets?.maxPrice && facets.maxPrice > 0 ? Math.ceil(facets.maxPrice) : DEFAULT_MAX_PRICE;
  return (
    <div className="filters">
      <TextFilter value={filters.text} onChange={onChange} />
      <TypeFilter options={typeOptions} checked={checkedTypes} facets={facets} onChange={onChange} />
      <SortFilter sort={filters.sort} onChange={onChange} />
      <AvailabilityFilter filters={filters} facets={facets} onChange={onChange} />

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
