import type { ReactNode } from 'react';
import { primaryButton } from '../../../components/ui/styles';
import { LabelledInput } from './labelled-field';

// The pieces of a desk form that adds an outside address (a scrape source, a webhook endpoint).

/**
 * What is wrong with an address the admin typed, or null. Checked here for comfort only: the
 * server decides, including whether the address points inside the network.
 */
export function webAddressProblem(url: string, fieldName: string): string | null {
  if (!url.trim()) return `${fieldName} is required`;
  try {
    const { protocol } = new URL(url.trim());
    return protocol === 'http:' || protocol === 'https:' ? null : `${fieldName} must start with http:// or https://`;
  } catch {
    return `${fieldName} must be a web address starting with http:// or https://`;
  }
}

/** A desk form's web address, marked invalid and pointing at the form's problem line while there is one. */
export function WebAddressField({
  label,
  value,
  onValue,
  placeholder,
  problemId,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  placeholder: string;
  /** The id of the form's problem line while it shows one, else undefined. */
  problemId: string | undefined;
}) {
  return (
    <LabelledInput
      label={label}
      type="url"
      name="url"
      value={value}
      onValue={onValue}
      placeholder={placeholder}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
    />
  );
}

/** The line under a desk form that says why it was not sent. */
export function FormProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm text-red-300">
      {problem}
    </p>
  );
}

/** The form's submit button, saying so while the address is being added. */
export function AddButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={primaryButton} disabled={pending}>
      {pending ? 'Adding…' : children}
    </button>
  );
}
