import { useDocumentHead } from '../../../../lib/document-head';
import { AddAndListFrame } from '../workspace/add-and-list-frame';
import { AddSourceForm } from './add-source-form';
import { SourceList } from './source-list';

/**
 * /admin/sources: the feeds the news and release scrapers read, each with its
 * health, and the controls to add one, switch one off or remove it.
 */
export default function SourcesPage() {
  useDocumentHead('Sources', 'The feeds the scrapers read, and how each one is doing.');
  return (
    <AddAndListFrame
      page="Sources"
      eyebrow="Automation"
      intro="The news and release scrapers read every enabled source on each run. A source that fails five runs in a row is flagged on the Overview."
    >
      <AddSourceForm />
      <SourceList />
    </AddAndListFrame>
  );
}
