import type { CandidateArticle } from './engine-types';
import { topicPlace } from './preference-match';
import { articleText } from './text-matcher';

function article(partial: Partial<CandidateArticle>): CandidateArticle {
  return {
    id: 1,
    title: '',
    excerpt: '',
    text: '',
    tags: [],
    category: 'REVIEW',
    wordCount: 400,
    hasLongForm: false,
    publishedAt: new Date('2026-11-20T00:00:00Z'),
    ...partial,
  };
}

describe('topic matching', () => {
  const drillReview = article({
    title: "Review: Saint Ossie, 'Peckham Weather'",
    tags: ['Saint Ossie', 'Review', 'UK Drill', 'Mixtape'],
    excerpt: 'A drill mixtape that plays like a short-film anthology.',
    text: 'Sliding 808s and skittering hi-hats frame film-score strings. Unlike Atlanta trap, it sounds like London.',
  });

  it('does not call a UK drill review Trap Music, even when it mentions trap and 808s', () => {
    expect(topicPlace('Trap Music', articleText(drillReview))).toBe('none');
  });

  it('does not take 808s alone for trap', () => {
    const miamiBass = article({
      title: 'Jetta Moon brings Miami bass back',
      tags: ['Miami Bass'],
      text: 'Booming 808s, chant hooks and fast tempos.',
    });
    expect(topicPlace('Trap Music', articleText(miamiBass))).toBe('none');
  });

  it('still finds trap where the article is about trap', () => {
    const trap = article({ title: 'Atlanta trap producers push the sound further', tags: ['Atlanta'] });
    expect(topicPlace('Trap Music', articleText(trap))).toBe('headline');
    const trapInBody = article({ title: 'Inside an Atlanta studio', text: 'The trap scene built this room.' });
    expect(topicPlace('Trap Music', articleText(trapInBody))).toBe('body');
    // A headline naming both genres is about both.
    const both = article({ title: 'Where drill and trap meet', text: '' });
    expect(topicPlace('Trap Music', articleText(both))).toBe('headline');
  });
});
