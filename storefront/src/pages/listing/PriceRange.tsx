import { trackPercent } from './price-range-track';
import { usePriceRange } from './use-price-range';

interface PriceRangeProps {
  /** Upper bound of the slider (spec 9: 10000 until the server's maxPrice arrives). */
  bound: number;
  min?: number;
  max?: number;
  onCommit: (min: number | undefined, max: number | undefined) => void;
}

/**
 * Spec 2.8 price range: a two-thumb slider with min and max inputs. The URL changes when a value
 * is committed (thumb released, field left or Enter), not on every pixel of a drag. The boxes keep
 * what the shopper typed (a cleared box stays empty while typing, not snapping back to 0) and an empty
 * box, once committed, is no limit (0 or the bound again).
 */
export function PriceRange({ bound, min, max, onCommit }: PriceRangeProps) {
  const { loText, setLoText, hiText, setHiText, lo, hi, commit } = usePriceRange(bound, min, max, onCommit);

  const step = bound > 500 ? 5 : 1;
  const pct = (v: number) => trackPercent(v, bound);
  return (
    <fieldset className="filter price-range">
      <legend className="filter__title">Price</legend>
      <div
        className="price-range__slider"
        style={{ ['--lo' as string]: pct(Math.min(lo, hi)), ['--hi' as string]: pct(Math.max(lo, hi)) }}
      >
        <input
          type="range"
          min={0}
          max={bound}
          step={step}
          value={Math.min(lo, bound)}
          aria-label="Minimum price"
          onChange={(e) => setLoText(e.target.value)}
          onPointerUp={() => commit()}
          onKeyUp={() => commit()}
        />
        <input
          type="range"
          min={0}
          max={bound}
          step={step}
          value={Math.min(hi, bound)}
          aria-label="Maximum price"
          onChange={(e) => setHiText(e.target.value)}
          onPointerUp={() => commit()}
          onKeyUp={() => commit()}
        />
      </div>
      <div className="price-range__inputs">
        <label>
          <span>Min</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            placeholder="0"
            value={loText}
            onChange={(e) => setLoText(e.target.value)}
            onBlur={() => commit()}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-label="Min price"
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span>Max</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            placeholder={String(bound)}
            value={hiText}
            onChange={(e) => setHiText(e.target.value)}
            onBlur={() => commit()}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-label="Max price"
          />
        </label>
      </div>
    </fieldset>
  );
}
