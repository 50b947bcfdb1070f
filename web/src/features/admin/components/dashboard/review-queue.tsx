import { useState } from 'react';
import type { ArticleView } from '@api/shared/contracts/content';
import { ghostButton, secondaryButton } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-error';
import { useUpdateItem } from '../../api/content';
import { REVIEW_PAGE_SIZE, reviewKeys, useReviewDecision, useReviewQueue } from '../../api/review';
import { countOf } from '@api/shared/domain/plural';
import { ListPager } from './list-pager';
import { handleUnauthorized, isUnauthorizedError } from '../../api/unauthorized';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../modal';
import { EntityForm } from './entity-form';
import { ARTICLES } from './entity-specs';

/** The editor's fields of a story under review; its status is decided by the buttons, not the form. */
const REVIEW_FIELDS = ARTICLES.fields.filter((field) => field.name !== 'status' && field.name !== 'publishAt');

/**
 * Stories from sources under review wait here as drafts: publish one as it
 * is, edit it first, or discard it (it is archived, so the scraper never
 * brings it back).
 */
export function ReviewQueue() {
  const [offset, setOffset] = useState(0);
  const queue = useReviewQueue(offset);
  const decide = useReviewDecision();
  const update = useUpdateItem('/api/articles');
  const client = useQueryClient();
  const [editing, setEditing] = useState<ArticleView | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;

  const failed = (error: unknown, message: string) => {
    if (isUnauthorizedError(error)) return handleUnauthorized();
    toast({ title: 'Error', description: errorMessage(error, message), variant: 'destructive' });
  };
  const act = (article: ArticleView, decision: 'publish' | 'discard') =>
    decide.mutate(
      { id: article.id, decision },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: decision === 'publish' ? 'Story published' : 'Story discarded' });
          // The last story of a later page is decided: show the page before, not an empty one.
          if (items.length === 1 && offset > 0) setOffset(Math.max(0, offset - REVIEW_PAGE_SIZE));
        },
        onError: (error) => failed(error, 'That decision did not go through'),
      },
    );

  return (
    <section aria-labelledby="review-queue">
      <h2 id="review-queue" className="font-display text-xl font-black uppercase text-white">
        Review Queue
      </h2>
      <p className="mt-1 text-sm text-zinc-300">
        Stories from sources set to review wait here until you publish or discard them.
      </p>
      {queue.isPending ? (
        <p className="mt-3 text-zinc-300">Loading the review queue...</p>
      ) : queue.isError ? (
        <p className="mt-3 text-red-300">Could not load the review queue. {errorMessage(queue.error, '')}</p>
      ) : total === 0 ? (
        <p className="mt-3 text-zinc-300">Nothing waiting for review.</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-zinc-300">{countOf(total, 'story', 'stories')} waiting</p>
          <ul
            className="mt-3 divide-y divide-zinc-800 rounded-sm border border-zinc-800"
            aria-label="Stories to review"
          >
            {items.map((article) => (
              <li key={article.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-bold text-white">{article.title}</p>
                  <p className="truncate text-sm text-zinc-300">
                    {[article.source, article.excerpt].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <button
                    type="button"
                    className={`${secondaryButton} !px-3 text-xs`}
                    disabled={decide.isPending}
                    aria-label={`Publish ${article.title}`}
                    onClick={() => act(article, 'publish')}
                  >
                    Publish
                  </button>
                  <button
                    type="button"
                    className={`${ghostButton} !px-3 text-xs`}
                    aria-label={`Edit ${article.title}`}
                    onClick={() => {
                      setServerError(null);
                      setEditing(article);
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={`${ghostButton} !px-3 text-xs !text-red-300 hover:!text-red-200`}
                    disabled={decide.isPending}
                    aria-label={`Discard ${article.title}`}
                    onClick={() => act(article, 'discard')}
                  >
                    Discard
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <ListPager
            label="Review queue"
            offset={offset}
            pageSize={REVIEW_PAGE_SIZE}
            total={total}
            onOffset={setOffset}
          />
        </>
      )}
      <Modal open={editing !== null} wide title="Edit Story Under Review" onClose={() => setEditing(null)}>
        {editing && (
          <EntityForm
            key={editing.id}
            fields={REVIEW_FIELDS}
            initialValues={ARTICLES.toValues(editing)}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            serverError={serverError}
            onSubmit={(payload) =>
              update.mutate(
                { id: editing.id, payload },
                {
                  onSuccess: () => {
                    toast({ title: 'Success', description: 'Story updated; it still waits for review' });
                    void client.invalidateQueries({ queryKey: reviewKeys.queue });
                    setEditing(null);
                  },
                  onError: (error) => {
                    failed(error, 'Failed to update the story');
                    setServerError(errorMessage(error, 'Failed to update the story'));
                  },
                },
              )
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
}
