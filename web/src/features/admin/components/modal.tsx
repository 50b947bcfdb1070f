import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it
 * and focus returns to the opener, so the admin screens get accessible dialogs
 * without a library.
 */
export function Modal({ open, title, description, onClose, children, wide = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const ids = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${ids}-title`}
      aria-describedby={description ? `${ids}-description` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-sm border-2 border-yellow-400 bg-zinc-950 p-0 text-zinc-100 backdrop:bg-black/75`}
    >
      {open && (
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={`${ids}-title`} className="font-display text-2xl font-black uppercase text-white">
                {title}
              </h2>
              {description && (
                <p id={`${ids}-description`} className="mt-1 text-sm text-zinc-300">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-sm px-2 py-1 text-xl leading-none text-zinc-200 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
