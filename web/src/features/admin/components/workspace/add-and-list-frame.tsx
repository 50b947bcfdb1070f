import type { ReactNode } from 'react';
import { useDocumentHead } from '../../../../lib/document-head';
import { AdminGate } from '../admin-gate';
import { PAGE_COPY, type AddAndListPage } from './add-and-list-copy';
import { AdminWorkspace } from './admin-workspace';

/**
 * The frame of a desk page that manages a list of outside addresses (scrape and chart sources,
 * webhook endpoints): a paragraph saying what they are for, then the form that adds one above the list.
 * Not named *-page.tsx: that would make it a screen module with a chunk of its own.
 */
export function AddAndListFrame({
  page,
  form,
  list,
}: {
  /** The page's title and its entry in the desk's navigation. */
  page: AddAndListPage;
  form: ReactNode;
  list: ReactNode;
}) {
  const { eyebrow, headTitle, description, intro } = PAGE_COPY[page];
  useDocumentHead(headTitle, description);
  return (
    <AdminGate>
      {() => (
        <AdminWorkspace nav={{ activePage: page }} eyebrow={eyebrow} title={page}>
          <p className="max-w-2xl text-sm text-zinc-300">{intro}</p>
          <div className="mt-6 space-y-6">
            {form}
            {list}
          </div>
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
