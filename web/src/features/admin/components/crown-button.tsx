import { lazy, Suspense, useState } from 'react';
import { iconButton } from '../../../components/ui/styles';

// The dialog (and everything admin behind it) loads only when someone asks for it.
const AdminAccessDialog = lazy(() => import('./login/admin-access-dialog'));

/** The header's crown: opens the Admin Access dialog. */
export function CrownButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Admin Access"
        title="Admin Access"
        className={iconButton}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7zm2 13h14v2H5v-2z" />
        </svg>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <AdminAccessDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
