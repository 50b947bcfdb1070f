import { AddAndListFrame } from '../workspace/add-and-list-frame';
import { AddSourceForm } from './add-source-form';
import { SourceList } from './source-list';

/**
 * /admin/sources: the feeds the news and release scrapers read, each with its
 * health, and the controls to add one, switch one off or remove it.
 */
export default function SourcesPage() {
  return <AddAndListFrame page="Sources" form={<AddSourceForm />} list={<SourceList />} />;
}
