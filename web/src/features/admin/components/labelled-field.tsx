import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { teamField } from './team/field-style';

/** The desk's small forms put each field under its visible label, so the label is the field's accessible name. */
const labelStyle = 'block text-sm text-zinc-200';

type Labelled = { label: ReactNode; fieldStyle?: string };

/** A password being chosen: hidden, and offered to the browser's password manager as a new one. */
export const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

/** `onValue` hands over the typed text, for the common case of a field kept in one piece of state. */
export function LabelledInput({
  label,
  fieldStyle = teamField,
  onValue,
  ...input
}: Labelled & { onValue?: (value: string) => void } & InputHTMLAttributes<HTMLInputElement>) {
  const onChange = onValue ? (event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value) : input.onChange;
  return (
    <label className={labelStyle}>
      {label}
      <input {...input} onChange={onChange} className={`${fieldStyle} mt-1`} />
    </label>
  );
}

export function LabelledSelect({
  label,
  fieldStyle = teamField,
  children,
  ...select
}: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={labelStyle}>
      {label}
      <select {...select} className={`${fieldStyle} mt-1`}>
        {children}
      </select>
    </label>
  );
}
