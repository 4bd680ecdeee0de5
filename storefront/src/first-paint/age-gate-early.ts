import type { KeyboardEvent } from 'react';
import { trapTab } from '../components/focus-trap';
import { leaveSite, readAgeFlag, storeAgeFlag } from '../state/age';

/**
 * Runs inline in index.html as the page is parsed, before the app's script has loaded (the build
 * inlines it, storefront/vite.config.ts): the age gate index.html draws is opened (spec 2.2 / 4) so
 * a first visitor's first paint is the gate over the page frame, not an empty frame that waits for
 * the app (this is what Lighthouse's First Contentful Paint measures). A visitor who already answered never sees it. It sits
 * outside the app's root, so the app's first render leaves it open, and it stays the gate until
 * answered: the app's own, identical gate (components/AgeGate.tsx) renders nothing while this one
 * is open. Its answers follow the same rules (state/age.ts).
 */
function openEarlyAgeGate(gate: HTMLDialogElement | null): void {
  if (!gate) return;
  if (readAgeFlag() !== null) {
    gate.remove();
    return;
  }
  gate.addEventListener('cancel', (e) => e.preventDefault()); // no answer, no way past it
  // Tab stays inside, as in the app's dialogs (the same handler; a DOM event has what it reads).
  gate.addEventListener('keydown', (e) => trapTab(e as unknown as KeyboardEvent<HTMLElement>));
  gate.addEventListener('click', (e) => {
    const answer = (e.target as Element).closest('[data-age-answer]')?.getAttribute('data-age-answer');
    if (answer === 'yes') {
      storeAgeFlag('verified');
      gate.remove();
    } else if (answer === 'no') {
      storeAgeFlag('not verified');
      leaveSite();
    }
  });
  gate.showModal();
}

openEarlyAgeGate(document.getElementById('age-gate-early') as HTMLDialogElement | null);
