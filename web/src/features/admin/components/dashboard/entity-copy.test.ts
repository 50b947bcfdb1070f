import { describe, expect, it } from 'vitest';
import { entityCopy } from './entity-copy';

describe('entityCopy', () => {
  it('says what a created collection says', () => {
    expect(entityCopy('article', 'create')).toEqual({
      heading: 'Articles',
      noun: 'article',
      createButton: 'Create Article',
      pendingLabel: 'Creating...',
      messages: {
        created: 'Article created successfully',
        createFailed: 'Failed to create article',
        updated: 'Article updated successfully',
        updateFailed: 'Failed to update article',
        deleted: 'Article deleted successfully',
        deleteFailed: 'Failed to delete article',
      },
      emptyText: 'No articles yet.',
      emptyButton: 'Create your first article',
    });
  });

  it('says what an added collection says', () => {
    expect(entityCopy('release', 'add')).toEqual({
      heading: 'Releases',
      noun: 'release',
      createButton: 'Add Release',
      pendingLabel: 'Adding...',
      messages: {
        created: 'Release added successfully',
        createFailed: 'Failed to add release',
        updated: 'Release updated successfully',
        updateFailed: 'Failed to update release',
        deleted: 'Release deleted successfully',
        deleteFailed: 'Failed to delete release',
      },
      emptyText: 'No releases yet.',
      emptyButton: 'Add your first release',
    });
  });
});
