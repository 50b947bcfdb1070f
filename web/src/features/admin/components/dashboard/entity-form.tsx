import { useId, useState, type FormEvent } from 'react';
import { SubmitOrCancel } from '../../../../components/ui/submit-or-cancel';
import type { FieldSpec, FormValues } from './entity-spec';
import { toPayload, validateValues } from './form-values';

const input =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white placeholder:text-zinc-500 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400';
const labelText = 'block text-xs font-black uppercase tracking-wider text-zinc-200';

interface EntityFormProps {
  fields: FieldSpec[];
  initialValues: FormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A server message from the last failed submit, shown inside the open dialog. */
  serverError: string | null;
  onSubmit: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}

/** One admin form drawn from field specs; checks required fields before it calls the server. */
export function EntityForm(props: EntityFormProps) {
  const { fields, submitLabel, pendingLabel, pending, serverError, onSubmit, onCancel } = props;
  const ids = useId();
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateValues(fields, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onSubmit(toPayload(fields, values));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {fields.map((field) => {
        const id = `${ids}-${field.name}`;
        const error = errors[field.name];
        const described = error ? `${id}-error` : undefined;
        const value = values[field.name];
        if (field.kind === 'checkbox') {
          return (
            <label key={field.name} className="flex items-center gap-2 text-sm font-bold text-zinc-100">
              <input
                type="checkbox"
                className="h-4 w-4 accent-yellow-400"
                checked={Boolean(value)}
                onChange={(event) => set(field.name, event.target.checked)}
              />
              {field.label}
            </label>
          );
        }
        const common = {
          id,
          name: field.name,
          className: input,
          value: String(value ?? ''),
          placeholder: field.placeholder,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described,
          'aria-required': field.required || undefined,
        };
        return (
          <div key={field.name}>
            <div className="flex gap-1">
              <label htmlFor={id} className={labelText}>
                {field.label}
              </label>
              {field.required && (
                <span aria-hidden="true" className="text-xs font-black text-yellow-300">
                  *
                </span>
              )}
            </div>
            {field.kind === 'textarea' ? (
              <textarea
                {...common}
                rows={field.name === 'content' ? 6 : 3}
                onChange={(event) => set(field.name, event.target.value)}
              />
            ) : field.kind === 'select' ? (
              <select {...common} onChange={(event) => set(field.name, event.target.value)}>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.kind === 'datetime' ? 'datetime-local' : field.kind === 'url' ? 'url' : 'text'}
                onChange={(event) => set(field.name, event.target.value)}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-300">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {serverError && (
        <p role="alert" className="rounded-sm border border-red-500 bg-red-950 px-3 py-2 text-sm text-red-50">
          {serverError}
        </p>
      )}
      <SubmitOrCancel
        className="flex gap-3 pt-2"
        stretch
        busy={pending}
        label={submitLabel}
        busyLabel={pendingLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
