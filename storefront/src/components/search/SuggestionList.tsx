import { ProductImage } from '../ProductImage';
import type { SuggestionOption } from './suggestions';

/** The combobox's listbox: products, brands and categories, each a group with its title. */
export function SuggestionList(p: {
  id: string;
  options: SuggestionOption[];
  active: number;
  expanded: boolean;
  onHover: (index: number) => void;
  onChoose: (to: string) => void;
}) {
  const { id, options, active } = p;
  const groups = (['Products', 'Brands', 'Categories'] as const)
    .map((g) => ({ g, items: options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === g) }))
    .filter((x) => x.items.length);
  return (
    <div id={id} role="listbox" aria-label="Suggestions" className="suggest__list" hidden={!p.expanded}>
      {groups.map(({ g, items }) => (
        <div key={g} role="group" aria-labelledby={`${id}-${g}`} className="suggest__group">
          <div id={`${id}-${g}`} role="presentation" className="suggest__title">
            {g}
          </div>
          {items.map(({ o, i }) => (
            <div
              key={o.id}
              id={o.id}
              role="option"
              aria-selected={i === active}
              className={`suggest__option ${i === active ? 'is-active' : ''}`}
              onMouseDown={(e) => e.preventDefault()} // keep the focus in the box
              onMouseEnter={() => p.onHover(i)}
              onClick={() => p.onChoose(o.to)}
            >
              {o.thumbnailUrl !== undefined && (
                <ProductImage src={o.thumbnailUrl} alt="" width={32} height={40} className="suggest__img" />
              )}
              <span className="suggest__label">{o.label}</span>
              <span className="suggest__detail">{o.detail}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
