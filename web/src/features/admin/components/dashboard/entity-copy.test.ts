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

  it('says "add" where a collection adds what exists already', () => {
    const copy = entityCopy('release', 'add');
    expect([copy.createButton, copy.pendingLabel, copy.emptyButton]).toEqual([
      'Add Release',
      'Adding...',
      'Add your first release',
    ]);
    expect(copy.messages.created).toBe('Release added successfully');
    expect(copy.messages.createFailed).toBe('Failed to add release');
    expect(copy.messages.deleted).toBe('Release deleted successfully');
  });
});
