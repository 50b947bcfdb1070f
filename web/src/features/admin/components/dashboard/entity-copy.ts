import type { CollectionPath } from '@api/shared/contracts/collections';
import type { EntitySpec } from './entity-spec';

type EntityCopy = Pick<
  EntitySpec<CollectionPath>,
  'heading' | 'noun' | 'createButton' | 'pendingLabel' | 'messages' | 'emptyText' | 'emptyButton'
>;

/** Whether a new one is "created" (a story, an event) or "added" (an artist, a release: they exist already). */
type CreateVerb = 'create' | 'add';

const VERB_FORMS = {
  create: { button: 'Create', pending: 'Creating...', done: 'created' },
  add: { button: 'Add', pending: 'Adding...', done: 'added' },
} as const;

/** The words a content tab says about one collection, from its noun: every tab says them the same way. */
export function entityCopy(noun: string, verb: CreateVerb): EntityCopy {
  const forms = VERB_FORMS[verb];
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    heading: `${Noun}s`,
    noun,
    createButton: `${forms.button} ${Noun}`,
    pendingLabel: forms.pending,
    messages: {
      created: `${Noun} ${forms.done} successfully`,
      createFailed: `Failed to ${verb} ${noun}`,
      updated: `${Noun} updated successfully`,
      updateFailed: `Failed to update ${noun}`,
      deleted: `${Noun} deleted successfully`,
      deleteFailed: `Failed to delete ${noun}`,
    },
    emptyText: `No ${noun}s yet.`,
    emptyButton: `${forms.button} your first ${noun}`,
  };
}
