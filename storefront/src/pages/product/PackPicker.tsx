import { variantLabel, type VariantInput } from '../../lib/price';

/** The pack-type buttons: choosing one selects that size (a switched-off size cannot be chosen). */
export function PackPicker(p: { variants: VariantInput[]; selected: string; onSelect: (itemNumber: string) => void }) {
  if (p.variants.length === 0) return null;
  return (
    <div className="product__row product__row--wrap">
      <span className="product__label" id="pack-label">
        Pack
      </span>
      <div className="packs" role="group" aria-labelledby="pack-label">
        {p.variants.map((v) => (
          <button
            key={v.itemNumber}
            type="button"
            className={`pack ${v.itemNumber === p.selected ? 'is-selected' : ''}`}
            aria-pressed={v.itemNumber === p.selected}
            onClick={() => p.onSelect(v.itemNumber)}
            disabled={v.isAvailable === false}
          >
            {variantLabel(v)}
          </button>
        ))}
      </div>
    </div>
  );
}
