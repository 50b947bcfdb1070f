import { useState, type FormEvent } from 'react';
import { MAX_TEST_RECIPIENTS } from '@api/shared/contracts/newsletters';
import { secondaryButton } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-error';
import { useTestSend } from '../../api/newsletters';

/** Sends the saved newsletter to a few addresses, its subject marked as a test. */
export function TestSendForm({ newsletterId }: { newsletterId: number }) {
  const [emails, setEmails] = useState('');
  const testSend = useTestSend(newsletterId);
  const list = emails
    .split(/[,\s]+/)
    .map((email) => email.trim())
    .filter(Boolean);
  const tooMany = list.length > MAX_TEST_RECIPIENTS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    testSend.mutate(list, {
      onSuccess: (answer) => toast({ title: 'Test sent', description: answer.message }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Could not send the test.'), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Test send">
      <label htmlFor="test-emails" className="block text-sm font-bold text-zinc-100">
        Send a test to (up to {MAX_TEST_RECIPIENTS} addresses)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="test-emails"
          type="text"
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          placeholder="editor@example.com, chief@example.com"
          className="min-w-0 flex-1 rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 text-white"
        />
        <button type="submit" className={secondaryButton} disabled={list.length === 0 || tooMany || testSend.isPending}>
          {testSend.isPending ? 'Sending...' : 'Send test'}
        </button>
      </div>
      {tooMany && (
        <p role="alert" className="text-sm text-red-300">
          A test goes to at most {MAX_TEST_RECIPIENTS} addresses.
        </p>
      )}
    </form>
  );
}
