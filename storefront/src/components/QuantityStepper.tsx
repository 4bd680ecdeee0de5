import { BinIcon, MinusIcon, PlusIcon } from './Icons';

interface QuantityStepperProps {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  label: string;
  /** Cart style: at 1 the minus button shows a bin icon and cannot go lower (spec 2.10, 4). */
  binAtOne?: boolean;
  /** The most that can be chosen (stock left); plus is disabled there. */
  max?: number;
}

export function QuantityStepper({ value, onIncrement, onDecrement, label, binAtOne, max }: QuantityStepperProps) {
  const atOne = value <= 1;
  const atMax = max !== undefined && value >= max;
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__btn"
        onClick={onDecrement}
        disabled={binAtOne && atOne}
        aria-label={`Decrease ${label.toLowerCase()}`}
        title={binAtOne && atOne ? 'Quantity cannot go below 1' : undefined}
      >
        {binAtOne && atOne ? <BinIcon size={18} /> : <MinusIcon size={18} />}
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        className="stepper__btn"
        onClick={onIncrement}
        disabled={atMax}
        aria-label={`Increase ${label.toLowerCase()}`}
        title={atMax ? 'No more in stock' : undefined}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
