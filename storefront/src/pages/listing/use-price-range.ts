import { useState } from 'react';

/** The number a price box holds; an empty (cleared) box is no limit. */
function parse(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? Math.max(0, n) : undefined;
}

/**
 * The price range's two boxes as typed, the values they stand for, and committing them: a min
 * above the max is swapped (spec 4), an empty box is no limit (0 or the bound again).
 */
export function usePriceRange(
  bound: number,
  min: number | undefined,
  max: number | undefined,
  onCommit: (min: number | undefined, max: number | undefined) => void,
) {
  const [loText, setLoText] = useState(String(min ?? 0));
  const [hiText, setHiText] = useState(String(max ?? bound));

  // The URL (or the server's bound) changed: show the new values (React's "adjust state on a prop
  // change"). A new bound alone (another filter's results arrived) leaves a box the shopper is
  // typing in as it is: only a box still showing the old value follows it.
  const [shown, setShown] = useState({ min, max, bound });
  if (shown.min !== min || shown.max !== max || shown.bound !== bound) {
    const committed = shown.min !== min || shown.max !== max;
    setShown({ min, max, bound });
    if (committed || loText === String(shown.min ?? 0)) setLoText(String(min ?? 0));
    if (committed || hiText === String(shown.max ?? shown.bound)) setHiText(String(max ?? bound));
  }

  const lo = parse(loText) ?? 0;
  const hi = parse(hiText) ?? bound;

  function commit(nextLo = parse(loText), nextHi = parse(hiText)) {
    let a = nextLo ?? 0;
    let b = nextHi ?? bound;
    if (a > b) [a, b] = [b, a]; // spec 4: a min above the max is swapped
    const outMin = a === 0 ? undefined : a;
    const outMax = b >= bound ? undefined : b;
    setLoText(String(a));
    setHiText(String(Math.min(b, bound)));
    onCommit(outMin, outMax);
  }

  return { loText, setLoText, hiText, setHiText, lo, hi, commit };
}
