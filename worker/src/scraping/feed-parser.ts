import { load } from 'cheerio';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { xmlProblem } from './xml-wellformed';

export interface FeedItem {
  title: string;
  /** Absolute URL of the item's page. */
  link: string;
  guid: string | null;
  publishedAt: Date | null;
  author: string | null;
  /** HTML (or text) the feed gives as a summary. */
  summaryHtml: string | null;
  /** Full HTML body when the feed carries it (content:encoded, Atom content). */
  contentHtml: string | null;
  categories: string[];
  imageUrl: string | null;
}

export interface ParsedFeed {
  format: 'rss' | 'atom';
  title: string | null;
  items: FeedItem[];
}

/** Why a source could not be read as a feed; the message lands in the job result. */
export class FeedError extends Error {}

/** Parses RSS 2.0 (and RSS 1.0/RDF) or Atom 1.0. Throws FeedError with a reason a human can act on. */
export function parseFeed(text: string, feedUrl: string): ParsedFeed {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (!body) throw new FeedError('empty response instead of a feed');
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<!doctype html|^<html[\s>]/i.test(body)) {
    throw new FeedError('an HTML page instead of a feed');
  }
  if (!body.startsWith('<')) throw new FeedError('not XML (no feed found)');
  const problem = xmlProblem(body);
  if (problem) throw new FeedError(`malformed XML: ${problem}`);

  const $ = load(body, { xml: true });
  const root = $.root().children().first();
  const rootName = (root.prop('tagName') ?? '').toLowerCase();
  if (rootName === 'feed') return parseAtom($, root, feedUrl);
  if (rootName === 'rss' || rootName === 'rdf:rdf') return parseRss($, feedUrl);
  if (rootName === 'html') throw new FeedError('an HTML page instead of a feed');
  throw new FeedError(`not an RSS or Atom feed (root element <${rootName}>)`);
}

function parseRss($: CheerioAPI, feedUrl: string): ParsedFeed {
  const items: FeedItem[] = [];
  $('item').each((_, element) => {
    const item = $(element);
    const link = absolute(childText(item, 'link') || childText(item, 'guid'), feedUrl);
    const title = cleanText(childText(item, 'title'));
    if (!link || !title) return;
    items.push({
      title,
      link,
      guid: childText(item, 'guid') || null,
      publishedAt: parseDate(childText(item, 'pubDate') || childText(item, 'dc\\:date')),
      author: cleanText(childText(item, 'dc\\:creator') || childText(item, 'author')) || null,
      summaryHtml: childText(item, 'description') || null,
      contentHtml: childText(item, 'content\\:encoded') || null,
      categories: item
        .children('category')
        .map((__, c) => cleanText($(c).text()))
        .get()
        .filter(Boolean),
      imageUrl: absolute(rssImage($, item), feedUrl),
    });
  });
  return { format: 'rss', title: cleanText($('channel > title').first().text()) || null, items };
}

function parseAtom($: CheerioAPI, root: Cheerio<Element>, feedUrl: string): ParsedFeed {
  const items: FeedItem[] = [];
  root.children('entry').each((_, element) => {
    const entry = $(element);
    const links = entry.children('link');
    const alternate = links.filter((__, l) => !$(l).attr('rel') || $(l).attr('rel') === 'alternate').first();
    const link = absolute(alternate.attr('href') ?? '', feedUrl);
    const title = cleanText(entry.children('title').text());
    if (!link || !title) return;
    const enclosure = links.filter(
      (__, l) => $(l).attr('rel') === 'enclosure' && /^image\//.test($(l).attr('type') ?? ''),
    );
    items.push({
      title,
      link,
      guid: entry.children('id').text().trim() || null,
      publishedAt: parseDate(entry.children('published').text() || entry.children('updated').text()),
      author: cleanText(entry.children('author').children('name').first().text()) || null,
      summaryHtml: entry.children('summary').text() || null,
      contentHtml: entry.children('content').text() || null,
      categories: entry
        .children('category')
        .map((__, c) => cleanText($(c).attr('label') ?? $(c).attr('term') ?? ''))
        .get()
        .filter(Boolean),
      imageUrl: absolute(enclosure.attr('href') ?? mediaImage($, entry) ?? '', feedUrl),
    });
  });
  return { format: 'atom', title: cleanText(root.children('title').first().text()) || null, items };
}

function childText(item: Cheerio<Element>, selector: string): string {
  return item.children(selector).first().text().trim();
}

function rssImage($: CheerioAPI, item: Cheerio<Element>): string {
  const enclosure = item
    .children('enclosure')
    .filter((_, e) => /^image\//.test($(e).attr('type') ?? ''))
    .first();
  return (
    enclosure.attr('url') ??
    mediaImage($, item) ??
    firstImageIn(childText(item, 'content\\:encoded') || childText(item, 'description'))
  );
}

function mediaImage($: CheerioAPI, item: Cheerio<Element>): string | undefined {
  const media = item.find('media\\:content, media\\:thumbnail').filter((_, m) => {
    const medium = $(m).attr('medium');
    const type = $(m).attr('type');
    return !medium || medium === 'image' || Boolean(type?.startsWith('image/'));
  });
  return media.first().attr('url');
}

function firstImageIn(html: string): string {
  if (!html || !html.includes('<img')) return '';
  return load(html)('img[src]').first().attr('src') ?? '';
}

export function cleanText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function parseDate(value: string): Date | null {
  if (!value.trim()) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Resolves against the feed URL; only http(s) survives. */
export function absolute(value: string, base: string): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
