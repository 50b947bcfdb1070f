import { Readability } from '@mozilla/readability';
import { load } from 'cheerio';
import { parseHTML } from 'linkedom';
import { shallowHtml } from './text/shallow-html';

/** Page furniture that is never the story, removed before the reader looks for it. */
const FURNITURE =
  'script, style, noscript, template, iframe, object, embed, nav, aside, footer, [role=complementary], [role=navigation], .share, .sharing, .social, .related, .newsletter, .ad, .advert, .advertisement';

/** Real pages nest their divs a few dozen deep; past this the text is kept, the structure flattened. */
const PAGE_DEPTH = 80;

/** Inside the story: its title and byline are stored apart, so they are not repeated in the body. */
const REPEATED = 'h1, .byline, .author, [rel=author], [itemprop=author]';

/**
 * The page's main text as HTML, found by Mozilla's Readability (the engine of
 * Firefox's Reader View) on a linkedom document, which runs no scripts and
 * loads nothing. Null when the page has no readable story.
 */
export function mainText(html: string, pageUrl: string): string | null {
  // linkedom makes the first element the root: a fragment is given a document around it.
  const source = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`;
  const { document } = parseHTML(shallowHtml(source, PAGE_DEPTH));
  for (const selector of [FURNITURE, REPEATED])
    for (const element of Array.from(document.querySelectorAll(selector)) as { remove(): void }[]) element.remove();
  if (document.documentElement?.nodeName !== 'HTML' || !document.body) return null;
  const article = readable(document as unknown as Document);
  if (!article?.content || !article.textContent?.trim()) return null;
  const $ = load(article.content);
  $('a[href], img[src]').each((_, element) => {
    const name = element.tagName === 'img' ? 'src' : 'href';
    const value = $(element).attr(name);
    if (value) $(element).attr(name, resolved(value, pageUrl));
  });
  return $('body').html() ?? null;
}

/**
 * Readability's article, or null where it has none. Readability can throw on
 * a malformed page (a document whose body lost its parent while being
 * cleaned): that page has no readable story, and the feed's text stands in.
 */
function readable(document: Document): ReturnType<Readability['parse']> {
  try {
    return new Readability(document, { charThreshold: 200, keepClasses: false }).parse();
  } catch {
    return null;
  }
}

function resolved(value: string, base: string): string {
  try {
    return new URL(value, base).toString();
  } catch {
    return value;
  }
}
