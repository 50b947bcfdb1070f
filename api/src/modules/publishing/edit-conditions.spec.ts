import { EDIT_REFUSALS, editRefusal } from './edit-conditions';

describe('editRefusal', () => {
  const authorA = { onlyIfStatus: 'draft' as const, ownedBy: 'member-a' };

  it('lets an author edit their own draft', () => {
    expect(editRefusal(authorA, { status: 'draft', createdBy: 'member-a' }, 'Article', 1)).toBeNull();
  });

  it("refuses another member's draft, and a draft that belongs to no one (scraped or seeded)", () => {
    expect(editRefusal(authorA, { status: 'draft', createdBy: 'member-b' }, 'Article', 7)).toBe(
      EDIT_REFUSALS.owner('Article', 7),
    );
    expect(editRefusal(authorA, { status: 'draft', createdBy: null }, 'Article', 7)).toBe(
      EDIT_REFUSALS.owner('Article', 7),
    );
  });

  it('says a story is no longer a draft before whose it is', () => {
    expect(editRefusal(authorA, { status: 'published', createdBy: 'member-b' }, 'Article', 3)).toBe(
      EDIT_REFUSALS.status('Article', 3),
    );
  });

  it('puts no condition on an edit made without any', () => {
    expect(editRefusal(undefined, { status: 'published', createdBy: null }, 'Article', 3)).toBeNull();
  });
});
