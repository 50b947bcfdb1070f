/** The options of a select, one a value, each shown by its label (the value itself unless told). */
export function OptionList<Value extends string>({
  values,
  labelOf = (value) => value,
}: {
  values: readonly Value[];
  labelOf?: (value: Value) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labelOf(value)}
    </option>
  ));
}
