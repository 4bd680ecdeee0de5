/** One group of radio filters (order status or order date). */
export function FilterGroup<T extends string>(p: {
  title: string;
  name: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="history__group">
      <legend>{p.title}</legend>
      {p.options.map((o) => (
        <label key={o.label} className="history__option">
          <input type="radio" name={p.name} checked={p.value === o.value} onChange={() => p.onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
