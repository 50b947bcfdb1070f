import { describe, expect, it } from 'vitest';
import { ARTICLES } from './components/dashboard/entity-specs';
import { canDelete, canEdit, editorForRole } from './role-access';
import { pagesFor, tabFromParam, tabsFor } from './components/workspace/admin-sections';

describe('what each desk role sees in the admin', () => {
  it('shows an author only the Articles tab, and no delete button', () => {
    expect(tabsFor('author')).toEqual(['Articles']);
    expect(canDelete('author', '/api/articles')).toBe(false);
    expect(tabFromParam('overview', tabsFor('author'))).toBe('Articles');
  });

  it('shows an editor the content and automation tabs, not the Overview or newsletters', () => {
    expect(tabsFor('editor')).toEqual(['Automation', 'Articles', 'Artists', 'Releases', 'Events']);
    expect(canDelete('editor', '/api/events')).toBe(true);
    expect(canDelete('editor', '/api/newsletters')).toBe(false);
  });

  it('shows an admin and the owner every tab', () => {
    expect(tabsFor('admin')).toHaveLength(7);
    expect(tabsFor('owner')).toHaveLength(7);
    expect(tabsFor(undefined)).toEqual([]);
  });

  it('shows the Outbox and the Team to the owner alone, since invitation and reset emails pass through it', () => {
    const labels = (role: Parameters<typeof pagesFor>[0]) => pagesFor(role).map((page) => page.label);
    expect(labels('admin')).not.toContain('Outbox');
    expect(labels('admin')).not.toContain('Team');
    expect(labels('admin')).toEqual(expect.arrayContaining(['Sources', 'Subscribers', 'Webhooks', 'Queues', 'Audit']));
    expect(labels('owner')).toEqual(expect.arrayContaining(['Outbox', 'Team']));
    expect(labels('editor')).toEqual([]);
  });
});

describe('canEdit', () => {
  it('lets an author edit what the server marks editable for them (their own drafts), and everyone above any row', () => {
    expect(canEdit('author', { status: 'draft', editable: true })).toBe(true);
    expect(canEdit('author', { status: 'draft', editable: false })).toBe(false);
    expect(canEdit('author', { status: 'draft' })).toBe(false);
    for (const status of ['scheduled', 'published', 'archived']) {
      expect(canEdit('editor', { status, editable: false })).toBe(true);
    }
    expect(canEdit('author', { title: 'no status' })).toBe(false);
    expect(canEdit('admin', { title: 'a release' })).toBe(true);
  });
});

describe('editorForRole', () => {
  it('gives an author a draft-only article editor with no schedule', () => {
    const editor = editorForRole(ARTICLES, 'author');
    expect(editor.fields.find((field) => field.name === 'status')?.options?.map((option) => option.value)).toEqual([
      'draft',
    ]);
    expect(editor.fields.some((field) => field.name === 'publishAt')).toBe(false);
    expect(editor.initialValues.status).toBe('draft');
  });

  it('leaves the editor whole for an editor and above', () => {
    for (const role of ['editor', 'admin', 'owner'] as const) expect(editorForRole(ARTICLES, role)).toBe(ARTICLES);
  });
});
