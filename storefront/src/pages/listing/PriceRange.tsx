import { useState } from 'react';

interface PriceRangeProps {
  /** Upper bound of the slider (spec 9: 10000 until the server's maxPrice arrives). */
  bound: number;
  min?: number;
  max?: number;
  onCommit: (min: number | undefined, max: number | undefined) => void;
}

/**
 * Spec 2.8 price range: a two-thumb slider with min and max inputs. The URL changes when a value
 * is committed (thumb released, field left or Enter), not on every pixel of a drag.
 */
export function PriceRange({ bound, min, max, onCommit }: PriceRangeProps) {
  const [lo, setLo] = useState(min ?? 0);
  const [hi, setHi] = useState(max ?? bound);

  // The URL (or the server's bound) changed: show the new values (React's "adjust state on a prop change").
  const [shown, setShown] = useState({ min, max, bound });
  if (shown.min !== min || shown.max !== max || shown.bound !== bound) {
    setShown({ min, max, bound });
    setLo(min ?? 0);
    setHi(max ?? bound);
  }

  function commit(nextLo = lo, nextHi = hi) {
    let a = Math.max(0, Number.isFinite(nextLo) ? nextLo : 0);
    let b = Math.max(0, Number.isFinite(nextHi) ? nextHi : bound);
    if (a > b) [a, b] = [b, a]; // spec 4: a min above the max is swapped
    setLo(a);
    setHi(b);
    onCommit(a === 0 ? undefined : a, b >= bound ? undefined : b);
  }

  const step = bound > 500 ? 5 : 1;
  const pct = (v: number) => `${Math.min(100, (Math.min(v, bound) / bound) * 100)}%`;
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
          onChange={(e) => setLo(Number(e.target.value))}
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
          onChange={(e) => setHi(Number(e.target.value))}
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
            value={lo}
            onChange={(e) => setLo(e.target.value === '' ? 0 : Number(e.target.value))}
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
            value={hi}
            onChange={(e) => setHi(e.target.value === '' ? bound : Number(e.target.value))}
            onBlur={() => commit()}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-label="Max price"
          />
        </label>
      </div>
    </fieldset>
  );
}
