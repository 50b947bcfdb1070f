import type { ReactNode } from 'react';

/** What an email link's action did, announced once it is done. */
export function LinkSuccess({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-lg font-bold text-green-300">
      {children}
    </p>
  );
}
