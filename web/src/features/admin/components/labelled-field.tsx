import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { teamField } from './team/field-style';

/** The desk's small forms put each field under its visible label, so the label is the field's accessible name. */
const labelStyle = 'block text-sm text-zinc-200';

type Labelled = { label: ReactNode; fieldStyle?: string };

export function LabelledInput({
  label,
  fieldStyle = teamField,
  ...input
}: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={labelStyle}>
      {label}
      <input {...input} className={`${fieldStyle} mt-1`} />
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
