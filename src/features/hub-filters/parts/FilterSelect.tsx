/**
 * One of the hub filters' drop-downs (category, purpose): its label, "All" (no value) first, then each value as it is
 * written. A plain function, not a component: the island stays one React component, as its bytes do.
 */
export function filterSelect(
  id: string,
  label: string,
  all: string,
  value: string,
  values: readonly string[],
  onChange: (value: string) => void,
) {
  return (
    <div className="field hub-filters__field">
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
