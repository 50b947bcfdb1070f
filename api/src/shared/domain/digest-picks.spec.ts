import { choosePicks, type DigestCandidate, type ReaderSignals } from './digest-picks';

const story = (id: number, over: Partial<DigestCandidate> = {}): DigestCandidate => ({
  id,
  storyId: id,
  title: `Story ${id}`,
  excerpt: '',
  category: 'CULTURE',
  imageUrl: null,
  artistIds: [],
  weekReaders: 0,
  ...over,
});
const noCore = { articleIds: new Set<number>(), storyIds: new Set<number>() };
const none: ReaderSignals = { follows: [], categories: [], reads: [] };
const read = (articleId: number, over: Partial<ReaderSignals['reads'][number]> = {}) => ({
  articleId,
  storyId: articleId,
  title: `Read ${articleId}`,
  category: 'CULTURE',
  artistIds: [] as number[],
  ...over,
});

describe('personal digest picks', () => {
  it('names the followed artist, the category read this month, and never a story read or in the core', () => {
    const candidates = [
      story(1, { artistIds: [7] }),
      story(2, { category: 'REVIEW' }),
      story(3, { category: 'REVIEW' }),
      story(4, { artistIds: [7] }),
      story(5, { category: 'REVIEW', storyId: 90 }),
    ];
    const signals: ReaderSignals = {
      follows: [{ artistId: 7, name: 'Tay Lumen' }],
      categories: [],
      reads: [read(3, { category: 'REVIEW' }), read(20, { category: 'REVIEW' }), read(21, { category: 'REVIEW' })],
    };
    const result = choosePicks(candidates, signals, { articleIds: new Set([4]), storyIds: new Set([90]) });
    expect(result.heading).toBe('Picked for you');
    expect(result.picks.map((pick) => [pick.articleId, pick.why])).toEqual([
      [1, 'You follow Tay Lumen'],
      [2, 'You read three Reviews this month'],
    ]);
  });

  it("says 'Because you read …' for a story about an artist of something they read, and keeps one per story", () => {
    const candidates = [story(1, { artistIds: [5] }), story(2, { artistIds: [5], storyId: 1 })];
    const signals = { ...none, reads: [read(9, { title: 'Odell Quarters live', artistIds: [5] })] };
    expect(choosePicks(candidates, signals, noCore).picks.map((pick) => pick.why)).toEqual([
      'Because you read Odell Quarters live',
    ]);
  });

  it('picks at most five, the chosen categories last', () => {
    const candidates = [1, 2, 3, 4, 5, 6, 7].map((id) => story(id, { category: 'FEATURE' }));
    const result = choosePicks(candidates, { ...none, categories: ['FEATURE'] }, noCore);
    expect(result.picks).toHaveLength(5);
    expect(result.picks[0].why).toBe('You chose Feature in your preferences');
  });

  it("gives a reader without signals the week's most-read stories, labelled as such", () => {
    const candidates = [story(1, { weekReaders: 2 }), story(2, { weekReaders: 9 }), story(3)];
    const result = choosePicks(candidates, none, { articleIds: new Set([2]), storyIds: new Set() });
    expect(result).toEqual({
      heading: 'Most read this week',
      picks: [expect.objectContaining({ articleId: 1, why: "One of the week's most-read stories" })],
    });
  });
});
