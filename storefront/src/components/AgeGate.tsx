import { useLayoutEffect, useState } from 'react';
import { leaveSite, readAgeFlag, storeAgeFlag } from '../state/age';
import { Dialog } from './Dialog';

/**
 * Spec 2.2 / 4 Age gate. 'verified' in session storage skips it; 'not verified' never renders
 * (main.tsx redirects before the app starts). It cannot be dismissed without an answer. It takes
 * over from the same gate index.html opens before the app loads (first-paint/age-gate-early.ts).
 */
export function AgeGate() {
  const [open, setOpen] = useState(() => readAgeFlag() !== 'verified');
  // A Yes given to index.html's early gate while the app was rendering: closed before it paints.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage changed outside React
    if (readAgeFlag() === 'verified') setOpen(false);
  }, []);
  if (!open) return null;
  return (
    <Dialog title="Are you 21 years of age or older?" className="age-gate">
      <p className="dialog__text">You must be of legal drinking age to enter this site.</p>
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--primary"
          autoFocus
          onClick={() => {
            storeAgeFlag('verified');
            setOpen(false);
          }}
        >
          Yes
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            storeAgeFlag('not verified');
            leaveSite();
          }}
        >
          No
        </button>
      </div>
    </Dialog>
  );
}
