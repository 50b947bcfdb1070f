import { ghostButton, primaryButton } from './styles';

/** A form's submit button, saying what it is doing while busy, beside a Cancel that leaves the form. */
export function SubmitOrCancel({
  className,
  stretch = false,
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  className: string;
  /** The submit button takes the row's spare width. */
  stretch?: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className={className}>
      <button type="submit" className={stretch ? `${primaryButton} flex-1` : primaryButton} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className={ghostButton} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
