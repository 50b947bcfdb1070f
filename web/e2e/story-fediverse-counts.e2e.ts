import { afterAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { LAPTOP, PHONE } from './support/browser';
import { browserPerFile } from './support/browser-per-file';
import { insertArticle, pool } from './support/db';
import { signedInPage } from './support/editor-pages';
import { saveScreenshot } from './support/screenshots';

const browser = browserPerFile();
const unique = Date.now().toString(36);

afterAll(async () => {
  await pool.query(`DELETE FROM fediverse_reactions WHERE activity_uri LIKE $1`, [`%${unique}%`]);
  await pool.query(`DELETE FROM fediverse_followers WHERE follower_uri LIKE $1`, [`%${unique}%`]);
});

/** A like or reply as the inbox stores it, from a made-up remote actor. */
async function react(storyId: number, kind: 'like' | 'reply', n: number): Promise<void> {
  await pool.query(
    `INSERT INTO fediverse_reactions (activity_uri, kind, story_id, actor_uri) VALUES ($1, $2, $3, $4)`,
    [`https://remote.example/${kind}/${unique}-${storyId}-${n}`, kind, storyId, `https://remote.example/users/${n}`],
  );
}

describe("the desk's fediverse counts", () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: a published story's editor shows its likes and replies and @news's followers`, async () => {
      const id = await insertArticle({ title: `Followed Story ${unique} ${viewport.width}`, status: 'published' });
      const { story_id: storyId } = (await pool.query(`SELECT story_id FROM articles WHERE id = $1`, [id])).rows[0];
      await react(storyId, 'like', 1);
      await react(storyId, 'like', 2);
      await react(storyId, 'reply', 3);
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM fediverse_followers WHERE actor = 'news'`);
      await pool.query(
        `INSERT INTO fediverse_followers (actor, follower_uri, inbox, follow_uri) VALUES ('news', $1, $2, $3)`,
        [
          `https://remote.example/users/${unique}-${viewport.width}`,
          'https://remote.example/inbox',
          `https://remote.example/follows/${unique}-${viewport.width}`,
        ],
      );
      const followers = rows[0].n + 1;

      const { page, close, pageErrors } = await signedInPage(browser(), viewport);
      await page.goto(`/admin/articles/${id}/edit`);
      const panel = page.getByRole('region', { name: 'On the fediverse' });
      await panel.getByText('2 likes · 1 reply').waitFor();
      expect(await panel.innerText()).toContain(`@news has ${followers} ${followers === 1 ? 'follower' : 'followers'}`);
      const findings = await seriousAxeViolations(page);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      await saveScreenshot(page, 'story-editor-fediverse');

      // Readers never see them: the story's public page says nothing of likes or replies.
      await page.goto(`/article/${id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/2 likes|1 reply|On the fediverse/i);
      expect(pageErrors).toEqual([]);
      await close();
    });
  }
});
