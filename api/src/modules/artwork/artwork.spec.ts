import { drawArticleCover } from './draw/article-cover';
import { drawArtistPortrait } from './draw/artist-portrait';
import { drawReleaseCover } from './draw/release-cover';
import { articleArtworkUrl, artistArtworkUrl, releaseArtworkUrl } from '../../shared/domain/artwork';

const drawings = [
  ...['BREAKING', 'CULTURE', 'FEATURE', 'REVIEW', 'OTHER'].flatMap((category, index) =>
    [1, 2, 3].map((id) => drawArticleCover({ id: id + index * 10, title: `Story ${id}`, category })),
  ),
  ...['UK Drill', 'Boom Bap', 'R&B / Rap', 'Trap', 'Jazz Rap', 'Afro-Rap', 'Experimental'].flatMap((genre, index) =>
    [1, 2].map((id) => drawArtistPortrait({ id: id + index * 10, name: `Artist ${id}`, genre })),
  ),
  ...['single', 'EP', 'album', 'mixtape', 'remix'].flatMap((type, index) =>
    [1, 2].map((id) => drawReleaseCover({ id: id + index * 10, title: `Record ${id}`, artist: 'Someone', type })),
  ),
];

describe('generated artwork', () => {
  it('draws the same picture for the same item every time', () => {
    const source = { id: 7, title: 'Cyphers in the Park', category: 'CULTURE' };
    expect(drawArticleCover(source)).toBe(drawArticleCover({ ...source }));
  });

  it('draws a different picture for every item, even within one category, genre or type', () => {
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(drawArticleCover({ id: 1, title: 'A', category: 'REVIEW' })).not.toBe(
      drawArticleCover({ id: 1, title: 'B', category: 'REVIEW' }),
    );
  });

  it('carries no words, scripts or outside references: shapes only', () => {
    for (const svg of drawings) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<(text|tspan|script|image|foreignObject|a)\b/);
      expect(svg).not.toMatch(/href=|on[a-z]+=|NaN|undefined/);
    }
  });

  it('gives each item an address with a version that follows its fields', () => {
    const url = articleArtworkUrl({ id: 12, title: 'Title', category: 'FEATURE' });
    expect(url).toMatch(/^\/api\/art\/articles\/12\/cover\.svg\?v=[0-9a-z]{1,13}$/);
    expect(articleArtworkUrl({ id: 12, title: 'Title 2', category: 'FEATURE' })).not.toBe(url);
    expect(artistArtworkUrl({ id: 3, name: 'N', genre: 'Trap' })).toMatch(/^\/api\/art\/artists\/3\/portrait\.svg\?v=/);
    expect(releaseArtworkUrl({ id: 4, title: 'T', artist: 'A', type: 'EP' })).toMatch(
      /^\/api\/art\/releases\/4\/cover\.svg\?v=/,
    );
  });
});
