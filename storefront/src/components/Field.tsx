import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** One input/select/textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  optional?: boolean;
}

/** A labelled form field with its message tied to the input for screen readers. */
export function Field({ label, error, hint, children, optional }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })
    : children;
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional && <span className="muted small"> (optional)</span>}
      </label>
      {control}
      {hint && !error && <p className="field__hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
