import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { firstFocusable, trapTab } from './focus-trap';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape / close button; omit to make the dialog impossible to dismiss (the age gate). */
  onClose?: () => void;
  className?: string;
}

/**
 * A modal on the native <dialog>: showModal() makes the page behind inert; Tab is also wrapped
 * inside the dialog so focus never escapes to the browser chrome, and focus returns to where it
 * was when the dialog closes. Opened before the browser paints (a layout effect), so a dialog is
 * never a frame late.
 */
export function Dialog({ title, children, onClose, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    firstFocusable(dialog)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={trapTab}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
