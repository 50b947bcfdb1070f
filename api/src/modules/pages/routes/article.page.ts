import type { ArticleView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { articleCanonicalPath } from '../../../shared/domain/article-address';
import { articleArtworkUrl } from '../../../shared/domain/artwork';
import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '../../../shared/domain/categories';
import { safeImageUrl } from '../../../shared/domain/safe-url';
import {
  CARD_PICTURE_ASPECT,
  HERO_PICTURE_SIZES,
  isRemotePicture,
  pictureCropFor,
  pictureHash,
  pictureSrcSet,
} from '../../../shared/domain/picture-variants';
import { articleImage } from '../page-load';
import { recordPageLoader } from '../record-page';
import type { PageHead } from '../../../shared/contracts/page-head';
import { newsArticle, splitTags } from '../structured-data';

/** The hero's first choice, as web's SafeImage picks it: our variants of the story's picture, else its artwork. */
function heroPreload(article: ArticleView): PageHead['leadImage'] {
  const own = safeImageUrl(article.imageUrl);
  const artwork = articleArtworkUrl(article);
  if (!isRemotePicture(own)) return own || artwork;
  const hash = pictureHash(own);
  const srcSet = pictureSrcSet(hash, 'avif', pictureCropFor(CARD_PICTURE_ASPECT));
  return { srcSet, sizes: HERO_PICTURE_SIZES, type: 'image/avif', pictureHash: hash, fallback: artwork };
}

export function head(article: ArticleView, siteUrl: string): PageHead {
  const image = articleImage(article);
  return {
    // The editor's SEO title and description, where the desk wrote them, else the headline and excerpt.
    title: article.seoTitle || article.title,
    description: article.seoDescription || article.excerpt || 'Hip hop news and culture on The Cypher.',
    // The slug's address when the story has one; /article/:id opens it too.
    path: articleCanonicalPath(article),
    type: 'article',
    image,
    // The hero's first choice, as web's SafeImage picks it: the story's own picture, else its artwork.
    leadImage: heroPreload(article),
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      author: article.author,
      section: isArticleCategory(article.category) ? ARTICLE_CATEGORY_LABELS[article.category] : article.category,
      tags: splitTags(article.tags),
    },
    structuredData: [newsArticle(siteUrl, article, image)],
  };
}

export const load = recordPageLoader({
  what: 'Article',
  queryKey: QUERY_KEYS.article,
  notFound: {
    title: 'Article Not Found',
    description: 'Hip hop news and culture on The Cypher.',
    path: (rawId) => `/article/${rawId}`,
  },
  found: async (id, { reads, siteUrl }) => {
    const article = await reads.article(id);
    if (!article) return null;
    // What the page shows around the story is one read of its own, the same the browser makes: a few links, not the whole list and roster.
    const context = await reads.articleContext(article);
    return {
      queries: [
        { queryKey: QUERY_KEYS.article(article.id), data: article },
        { queryKey: QUERY_KEYS.articleContext(article.id), data: context },
      ],
      head: head(article, siteUrl),
    };
  },
});
