import { Injectable } from '@nestjs/common';
import { foundOr404, notFound } from '../../http/found-or-404';
import type { StoryView } from '../../shared/contracts/stories';
import { ArticleStoriesStore } from '../articles/article-stories.store';
import type { Article } from '../articles/article.entity';
import { ArticlesStore } from '../articles/articles.store';
import { StoriesStore } from './stories.store';

/** A story as readers see it, and the editor's moves of articles between stories. */
@Injectable()
export class StoriesService {
  constructor(
    private readonly stories: StoriesStore,
    private readonly articleStories: ArticleStoriesStore,
    private readonly articles: ArticlesStore,
  ) {}

  /**
   * The story and its published articles, newest first; a 404 naming it when
   * there is none, or when readers can see none of its articles (every one a
   * draft, or all moved to other stories by the placement or an editor).
   * Titled by its earliest published report: the stored title is the headline
   * of whichever article started the story, which may be a draft's (not yet
   * for readers) or one an editor has since moved out.
   */
  async view(id: number): Promise<StoryView> {
    const story = foundOr404('Story', id, await this.stories.findById(id));
    const articles = await this.articleStories.storyArticles(id);
    const earliest = articles.at(-1);
    if (!earliest) throw notFound('Story', id);
    return { id: story.id, title: earliest.title, articles };
  }

  /** Article `articleId` (any status), for the desk; a 404 naming it when there is none. */
  async article(articleId: number): Promise<Article> {
    return foundOr404('Article', articleId, await this.articles.findById(articleId));
  }

  /** Article `articleId` moved into story `storyId`; 404 when either is missing. */
  async moveInto(storyId: number, articleId: number): Promise<Article> {
    foundOr404('Story', storyId, await this.stories.findById(storyId));
    if (!(await this.articleStories.moveToStory(articleId, storyId))) throw notFound('Article', articleId);
    return this.article(articleId);
  }

  /** Article `articleId`, which must be in story `storyId`, moved out to a story of its own. */
  async moveOut(storyId: number, articleId: number): Promise<Article> {
    foundOr404('Story', storyId, await this.stories.findById(storyId));
    const article = await this.article(articleId);
    if (article.storyId !== storyId) throw notFound(`Article ${articleId} in story`, storyId);
    if (!(await this.articleStories.moveToOwnStory(articleId))) throw notFound('Article', articleId);
    return this.article(articleId);
  }
}
