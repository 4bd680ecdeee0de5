import { useLayoutEffect, useState } from 'react';
import { leaveSite, readAgeFlag, storeAgeFlag } from '../state/age';
import { Dialog } from './Dialog';

/** The gate index.html opened before the app loaded (first-paint/age-gate-early.ts), while unanswered. */
function earlyGateOpen(): boolean {
  return (document.getElementById('age-gate-early') as HTMLDialogElement | null)?.open === true;
}

/**
 * Spec 2.2 / 4 Age gate. 'verified' in session storage skips it; 'not verified' never renders
 * (main.tsx redirects before the app starts). It cannot be dismissed without an answer. When
 * index.html already opened its gate (first-paint/age-gate-early.ts: the same markup, answers and
 * rules, outside the app's root) that one stays the gate until answered, and this renders nothing:
 * opening a second, identical dialog would force a layout of the whole new page inside React's
 * first commit (showModal and focus), the longest task of a first visit (it counts in
 * Lighthouse Total Blocking Time). Without it (dev server before its module ran, a page the app navigated
 * to) this opens its own.
 */
export function AgeGate() {
  const [open, setOpen] = useState(() => readAgeFlag() !== 'verified' && !earlyGateOpen());
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
