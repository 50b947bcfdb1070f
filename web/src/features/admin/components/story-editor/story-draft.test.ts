import { describe, expect, it } from 'vitest';
import { missingForSave, newDraft, payloadOf, slugify } from './story-draft';

describe('story drafts', () => {
  it('makes a slug of the title', () => {
    expect(slugify('  Wu-Tang’s 36 Chambers: Revisited! ')).toBe('wu-tang-s-36-chambers-revisited');
    expect(slugify('Beyoncé')).toBe('beyonce');
  });

  it('says what a draft still needs before it can be saved', () => {
    const draft = { ...newDraft('Kay'), title: 'A title', imageUrl: 'https://example.com/a.png' };
    expect(missingForSave(draft)).toBe('Needs an excerpt, a body and alt text for the hero picture to save');
    expect(missingForSave({ ...draft, excerpt: 'x', content: 'y', imageAlt: 'A crowd' })).toBeNull();
  });

  it('sends blank fields as null and tags comma-separated', () => {
    const payload = payloadOf({ ...newDraft('Kay'), title: ' T ', tags: ['boom bap', 'nyc'] });
    expect(payload).toEqual(expect.objectContaining({ title: 'T', slug: null, author: 'Kay', tags: 'boom bap,nyc' }));
  });
});
