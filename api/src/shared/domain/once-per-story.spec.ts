import { oncePerStory } from './once-per-story';

describe('oncePerStory', () => {
  it('keeps the first article of each story, in the order given', () => {
    const items = [
      { id: 1, storyId: 7 },
      { id: 2, storyId: 8 },
      { id: 3, storyId: 7 },
      { id: 4, storyId: 9 },
      { id: 5, storyId: 8 },
    ];
    expect(oncePerStory(items).map((item) => item.id)).toEqual([1, 2, 4]);
    expect(oncePerStory([])).toEqual([]);
  });
});
