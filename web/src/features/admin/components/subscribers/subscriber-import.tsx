import { useId, type ChangeEvent } from 'react';
import { secondaryButton } from '../../../../components/ui/styles';
import { useImportSubscribers } from '../../api/subscribers';
import { FailureAlert } from '../desk-panel';

/** CSV upload with the server's per-row report: what was imported, what was skipped and why. */
export function SubscriberImport() {
  const importer = useImportSubscribers();
  const id = useId();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) importer.mutate(await file.text());
  };
  const report = importer.data;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-sm border border-zinc-700 bg-zinc-950 p-4">
      <h2 id={`${id}-title`} className="font-display text-xl font-black uppercase text-white">
        Import subscribers
      </h2>
      <p className="mt-1 text-sm text-zinc-300">
        A CSV with the columns email, firstName, lastName, creditProgramParticipation (yes/no) and phoneNumber. Imported
        readers are active; addresses already in the list are skipped.
      </p>
      <label htmlFor={id} className={`${secondaryButton} mt-3 cursor-pointer`}>
        {importer.isPending ? 'Importing...' : 'Choose CSV file'}
      </label>
      <input id={id} type="file" accept=".csv,text/csv" className="sr-only" onChange={onFile} />
      <FailureAlert request={importer} fallback="The import failed. Please try again." className="mt-3 text-sm" />
      {report && (
        <div role="status" className="mt-4">
          <p className="font-bold text-white">
            Imported {report.imported}, skipped {report.skipped}.
          </p>
          {report.rows.some((row) => row.result === 'skipped') && (
            <ul className="mt-2 max-h-48 overflow-y-auto text-sm text-zinc-300" aria-label="Skipped rows">
              {report.rows
                .filter((row) => row.result === 'skipped')
                .map((row) => (
                  <li key={row.line}>
                    Line {row.line} ({row.email || 'no email'}): {row.reason}
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
