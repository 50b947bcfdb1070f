import type { CreatedWebhookEndpointView } from '@api/shared/contracts/webhooks';
import { secondaryButton } from '../../../../components/ui/styles';

/** The signing secret of an endpoint just added: the one time the desk ever sees it. */
export function SecretShownOnce({ endpoint, onDone }: { endpoint: CreatedWebhookEndpointView; onDone: () => void }) {
  return (
    <div role="status" className="mt-3 rounded-sm border border-yellow-400 bg-black p-3 text-sm text-zinc-100">
      <p className="font-bold text-yellow-300">Endpoint added. Copy its signing secret now: it is not shown again.</p>
      <p className="mt-1 break-all text-zinc-300">{endpoint.url}</p>
      <label className="mt-2 block text-zinc-200">
        Signing secret
        <input
          readOnly
          value={endpoint.secret}
          onFocus={(event) => event.target.select()}
          className="mt-1 w-full rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 font-mono text-xs text-white"
          data-testid="webhook-secret"
        />
      </label>
      <p className="mt-2 text-xs text-zinc-300">
        Your receiver verifies each delivery with it, for example with the standardwebhooks library.
      </p>
      <button type="button" className={`${secondaryButton} mt-3 !px-3 text-xs`} onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}
