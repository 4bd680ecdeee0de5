import { useState } from 'react';
import type { FacetValue } from '@domain/api/catalogue';
import { ChevronIcon } from '../../components/Icons';

/** Collapsible checkbox list with counts; ticked values stay listed even when their count is 0. */
export function FacetList({
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
