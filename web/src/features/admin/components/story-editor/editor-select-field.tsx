import type { ReactNode } from 'react';
import { OptionList } from '../../../../components/ui/option-list';
import { EditorField, editorInput } from './editor-field';

/** A labelled choice among fixed values, in the full-page editors' style. */
export function EditorSelectField<Value extends string>({
  id,
  label,
  hint,
  value,
  values,
  labelOf,
  onChange,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  value: Value;
  values: readonly Value[];
  labelOf?: (value: Value) => string;
  onChange: (next: Value) => void;
}) {
  return (
    <EditorField id={id} label={label} hint={hint}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)} className={editorInput}>
        <OptionList values={values} labelOf={labelOf} />
      </select>
    </EditorField>
  );
}
