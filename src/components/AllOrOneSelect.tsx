/**
 * A filter's drop-down in the hub filters and the site search: its label, "All" (no value) first, then each value as
 * it is written. A plain function, not a component: the islands that use it stay one React component each.
 */
export function allOrOneSelect(
  id: string,
  className: string,
  label: string,
  all: string,
  value: string,
  values: readonly string[],
  onChange: (value: string) => void,
) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {values.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
