import { currentIsoWeek } from '../src/shared/domain/iso-week';
import { insertArticle, insertArtist, spotlight } from './support/test-data';
import { useTestApp } from './support/use-test-app';

const BODIES = ['content', 'shortMd', 'longMd'];

describe('slim lists: cards in lists, bodies in the detail', () => {
  const t = useTestApp();

  async function longArticle(): Promise<number> {
    const id = await insertArticle(t.dataSource, { title: 'Long one', content: '# The long read\n\nEvery word.' });
    await t.dataSource.query(`UPDATE articles SET short_md = $2, tags = 'boom bap' WHERE id = $1`, [
      id,
      '## Intro\n\nThe **producers** are back in the basement. ' + 'verse '.repeat(50),
    ]);
    return id;
  }

  it('lists articles without their bodies, with the card texts cut on the server', async () => {
    const id = await longArticle();
    const list = await t.http().get('/api/articles').expect(200);
    const [card] = list.body;
    for (const body of BODIES) expect(card).not.toHaveProperty(body);
    expect(card).toEqual(
      expect.objectContaining({
        id,
        title: 'Long one',
        hasLongForm: true,
        tags: 'boom bap',
        listExcerpt: expect.stringMatching(/^The producers are back in the basement\. verse .*\.\.\.$/),
        homeExcerpt: expect.stringMatching(/^The producers are back in the basement\..*\.\.\.$/),
      }),
    );
    expect(card.listExcerpt.length).toBeLessThanOrEqual(153);
    expect(card.homeExcerpt.length).toBeLessThanOrEqual(123);
  });

  it('gives the detail its one body (as content and longMd), and the same card fields and dates as the list', async () => {
    const id = await longArticle();
    const [{ published_at: publishedAt }] = await t.dataSource.query(
      'SELECT published_at FROM articles WHERE id = $1',
      [id],
    );
    const detail = await t.http().get(`/api/articles/${id}`).expect(200);
    expect(detail.body).toEqual(
      expect.objectContaining({
        content: '# The long read\n\nEvery word.',
        longMd: '# The long read\n\nEvery word.',
        shortMd: expect.stringContaining('**producers**'),
        publishedAt: (publishedAt as Date).toISOString(),
      }),
    );
    const [card] = (await t.http().get('/api/articles').expect(200)).body;
    // Besides the card, the detail carries the body, what the editor keeps for the page's head and hero,
    // and the story's other reports.
    expect(detail.body).toEqual(
      expect.objectContaining({
        slug: null,
        imageAlt: null,
        seoTitle: null,
        seoDescription: null,
        revision: 1,
        alsoCoveredBy: [],
      }),
    );
    const {
      content: _content,
      shortMd: _shortMd,
      longMd: _longMd,
      slug: _slug,
      imageAlt: _imageAlt,
      seoTitle: _seoTitle,
      seoDescription: _seoDescription,
      revision: _revision,
      alsoCoveredBy: _alsoCoveredBy,
      ...cardPart
    } = detail.body;
    expect(cardPart).toEqual(card);
  });

  it('answers whole articles with ?view=full and refuses an unknown view', async () => {
    await longArticle();
    const full = await t.http().get('/api/articles?view=full').expect(200);
    for (const body of BODIES) expect(full.body[0]).toHaveProperty(body);
    const bad = await t.http().get('/api/articles?view=everything').expect(400);
    expect(bad.body.message).toMatch(/view must be one of: card, full/);
  });

  it('lists artists and the spotlight without the full biography; the profile has it', async () => {
    const id = await insertArtist(t.dataSource, { name: 'Verse One' });
    await t.dataSource.query(`UPDATE artists SET full_bio = 'A long life story.' WHERE id = $1`, [id]);
    await spotlight(t.dataSource, currentIsoWeek(), [id]);

    const roster = await t.http().get('/api/artists').expect(200);
    expect(roster.body[0]).toEqual(expect.objectContaining({ id, name: 'Verse One' }));
    expect(roster.body[0]).not.toHaveProperty('fullBio');
    const picks = await t.http().get('/api/artists/spotlight').expect(200);
    expect(picks.body[0]).toEqual(expect.objectContaining({ id }));
    expect(picks.body[0]).not.toHaveProperty('fullBio');

    const profile = await t.http().get(`/api/artists/${id}`).expect(200);
    expect(profile.body.fullBio).toBe('A long life story.');
    const full = await t.http().get('/api/artists?view=full').expect(200);
    expect(full.body[0].fullBio).toBe('A long life story.');
  });
});
