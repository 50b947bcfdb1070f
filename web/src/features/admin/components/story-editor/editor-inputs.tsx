import type { ReactNode } from 'react';
import { OptionList } from '../../../../components/ui/option-list';
import { EditorField, editorInput } from './editor-field';

/**
 * A labelled text box of the full-page editors: one line, or several when
 * given rows. A headline field is set large and bold, as the page's title.
 */
export function EditorTextField({
  id,
  label,
  hint,
  value,
  onChange,
  headline = false,
  rows,
  type,
  placeholder,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (next: string) => void;
  headline?: boolean;
  rows?: number;
  type?: 'url' | 'date' | 'datetime-local';
  placeholder?: string;
}) {
  const box = {
    id,
    value,
    placeholder,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    className: headline ? `${editorInput} text-lg font-bold` : editorInput,
  };
  return (
    <EditorField id={id} label={label} hint={hint}>
      {rows === undefined ? <input type={type} {...box} /> : <textarea rows={rows} {...box} />}
    </EditorField>
  );
}

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
