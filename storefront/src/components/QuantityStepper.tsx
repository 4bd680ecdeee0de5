import { BinIcon, MinusIcon, PlusIcon } from './Icons';

interface QuantityStepperProps {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  label: string;
  /** Cart style: at 1 the minus button shows a bin icon and cannot go lower (spec 2.10, 4). */
  binAtOne?: boolean;
}

export function QuantityStepper({ value, onIncrement, onDecrement, label, binAtOne }: QuantityStepperProps) {
  const atOne = value <= 1;
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
        aria-label={`Increase ${label.toLowerCase()}`}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
