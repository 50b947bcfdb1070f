import { load } from 'cheerio';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { decodeXML, escapeText } from 'entities';
import { htmlToText } from './text/html-text';
import { cleanText, decodeEntities, dropUnsafeCharacters } from './text/safe-text';
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
  /** Every other link of the item (rel="related" and the like): a MusicBrainz link names the release. */
  links: string[];
  /** dc:identifier and dc:relation values as written ('urn:upc:0602…', 'ISRC USUM72612345'). */
  identifiers: string[];
}

export interface ParsedFeed {
  format: 'rss' | 'atom';
  title: string | null;
  items: FeedItem[];
}

/** Why a source could not be read as a feed; the message lands in the job result. */
export class FeedError extends Error {}

/** A feed lists its latest stories; past these bounds the rest is noise (or an attack). */
const MAX_ITEMS = 500;
const MAX_TITLE = 500;
const MAX_CATEGORIES = 30;
const MAX_LINKS = 20;
const MAX_IDENTIFIER = 300;

/** Parses RSS 2.0 (and RSS 1.0/RDF) or Atom 1.0. Throws FeedError with a reason a human can act on. */
export function parseFeed(text: string, feedUrl: string): ParsedFeed {
  const body = dropUnsafeCharacters(text).trim();
  if (!body) throw new FeedError('empty response instead of a feed');
  if (isHtmlPage(body)) throw new FeedError('an HTML page instead of a feed');
  if (!body.startsWith('<')) throw new FeedError('not XML (no feed found)');
  const problem = xmlProblem(body);
  if (problem) throw new FeedError(`malformed XML: ${problem}`);

  // Entities are left as written so that each field is decoded exactly once, by the rule its kind needs.
  const $ = load(body, { xml: { xmlMode: true, decodeEntities: false } });
  const root = $.root().children().first();
  const rootName = (root.prop('tagName') ?? '').toLowerCase();
  if (rootName === 'feed') return parseAtom($, root, feedUrl);
  if (rootName === 'rss' || rootName === 'rdf:rdf') return parseRss($, feedUrl);
  if (rootName === 'html') throw new FeedError('an HTML page instead of a feed');
  throw new FeedError(`not an RSS or Atom feed (root element <${rootName}>)`);
}

/**
 * Whether the document opens (after any BOM, XML declaration, processing
 * instructions and comments) with an HTML doctype or <html>. Read forward with
 * indexOf, so a long run of comments costs one pass, never a backtracking search.
 */
function isHtmlPage(body: string): boolean {
  let at = body.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < body.length) {
    while (at < body.length && /\s/.test(body[at])) at++;
    const end = body.startsWith('<?', at)
      ? body.indexOf('?>', at + 2) + 2
      : body.startsWith('<!--', at)
        ? body.indexOf('-->', at + 4) + 3
        : -1;
    if (end < at) break;
    at = end;
  }
  const head = body.slice(at, at + 15).toLowerCase();
  return head.startsWith('<!doctype html') || /^<html[\s>]/.test(head) || head === '<html';
}

function parseRss($: CheerioAPI, feedUrl: string): ParsedFeed {
  const items: FeedItem[] = [];
  for (const element of $('item').toArray().slice(0, MAX_ITEMS)) {
    const item = $(element);
    // An item's own <link> holds its address as text; a <link href> beside it (rel="related") is another link.
    const ownLink = item
      .children('link')
      .filter((_, l) => !$(l).attr('href'))
      .first();
    const link = absolute(plain(ownLink) || plain(child(item, 'guid')), feedUrl);
    const title = plain(child(item, 'title')).slice(0, MAX_TITLE);
    if (!link || !title) continue;
    const contentHtml = html(child(item, 'content\\:encoded')) || null;
    const summaryHtml = html(child(item, 'description')) || null;
    items.push({
      title,
      link,
      guid: plain(child(item, 'guid')) || null,
      publishedAt: parseDate(plain(child(item, 'pubDate')) || plain(child(item, 'dc\\:date'))),
      author: (plain(child(item, 'dc\\:creator')) || plain(child(item, 'author'))).slice(0, 200) || null,
      summaryHtml,
      contentHtml,
      categories: categoriesOf(item.children('category').toArray(), (c) => plain($(c))),
      imageUrl: absolute(rssImage($, item, contentHtml ?? summaryHtml ?? ''), feedUrl),
      links: otherLinks(
        item.children('atom\\:link, link[href]').toArray(),
        (l) => absolute(attr($(l), 'href'), feedUrl),
        link,
      ),
      identifiers: identifiersOf($, item),
    });
  }
  return { format: 'rss', title: plain($('channel > title').first()) || null, items };
}

function parseAtom($: CheerioAPI, root: Cheerio<Element>, feedUrl: string): ParsedFeed {
  const items: FeedItem[] = [];
  const feedBase = absolute(attr(root, 'xml:base'), feedUrl) ?? feedUrl;
  for (const element of root.children('entry').toArray().slice(0, MAX_ITEMS)) {
    const entry = $(element);
    const base = absolute(attr(entry, 'xml:base'), feedBase) ?? feedBase;
    const links = entry.children('link');
    const alternate = links.filter((_, l) => !attr($(l), 'rel') || attr($(l), 'rel') === 'alternate').first();
    const link = absolute(attr(alternate, 'href'), base);
    const title = atomText(entry.children('title').first()).slice(0, MAX_TITLE);
    if (!link || !title) continue;
    const enclosure = links.filter(
      (_, l) => attr($(l), 'rel') === 'enclosure' && attr($(l), 'type').startsWith('image/'),
    );
    items.push({
      title,
      link,
      guid: plain(entry.children('id').first()) || null,
      publishedAt: parseDate(plain(entry.children('published').first()) || plain(entry.children('updated').first())),
      author: plain(entry.children('author').children('name').first()).slice(0, 200) || null,
      summaryHtml: atomHtml(entry.children('summary').first()) || null,
      contentHtml: atomHtml(entry.children('content').first()) || null,
      categories: categoriesOf(entry.children('category').toArray(), (c) =>
        decodeEntities(attr($(c), 'label') || attr($(c), 'term')),
      ),
      imageUrl: absolute(attr(enclosure, 'href') || mediaImage($, entry), base),
      links: otherLinks(
        links.filter((_, l) => attr($(l), 'rel') !== 'enclosure').toArray(),
        (l) => absolute(attr($(l), 'href'), base),
        link,
      ),
      identifiers: identifiersOf($, entry),
    });
  }
  return { format: 'atom', title: atomText(root.children('title').first()) || null, items };
}

/** The item's links other than its own page, absolute, each once. */
function otherLinks(elements: Element[], hrefOf: (element: Element) => string | null, own: string): string[] {
  const found = new Set<string>();
  for (const element of elements) {
    const href = hrefOf(element);
    if (href && href !== own) found.add(href);
  }
  return [...found].slice(0, MAX_LINKS);
}

/** Dublin Core identifiers and relations of the item, where feeds write barcodes, ISRCs and MusicBrainz links. */
function identifiersOf($: CheerioAPI, item: Cheerio<Element>): string[] {
  return item
    .children('dc\\:identifier, dc\\:relation')
    .toArray()
    .map((element) => plain($(element)).slice(0, MAX_IDENTIFIER))
    .filter(Boolean)
    .slice(0, MAX_LINKS);
}

function child(item: Cheerio<Element>, selector: string): Cheerio<Element> {
  return item.children(selector).first();
}

/** An attribute's value, its entities decoded once. */
function attr(element: Cheerio<Element>, name: string): string {
  return decodeEntities(element.attr(name) ?? '').trim();
}

/**
 * A plain-text field (title, author, link, date): character data decoded once;
 * CDATA, which XML does not decode, read as the HTML that feeds put there.
 */
function plain(element: Cheerio<Element>): string {
  const parts: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(decodeEntities(node.data));
      else if (node.type === 'cdata') parts.push(htmlToText(rawText(node.children)));
      else if ('children' in node) walk(node.children);
    }
  };
  walk(element.toArray().flatMap((e) => e.children));
  return cleanText(parts.join(''));
}

/**
 * An HTML field (description, content:encoded): the HTML source the feed
 * escaped into character data or wrapped in CDATA. Only the XML escaping is
 * undone here; the HTML's own entities are decoded once, later, by the HTML parser.
 */
function html(element: Cheerio<Element>): string {
  return characterData(element, decodeXML);
}

/** Atom text constructs: type text (the default), html or xhtml, as HTML source. */
function atomHtml(element: Cheerio<Element>): string {
  if (!element.length) return '';
  const type = attr(element, 'type').toLowerCase();
  if (type === 'xhtml') {
    const div = element.children().first();
    return dropUnsafeCharacters(div.html() ?? '').trim();
  }
  if (type === 'html' || type === 'text/html') return html(element);
  const text = plainKeepingLines(element);
  return text ? `<p>${escapeText(text)}</p>` : '';
}

function atomText(element: Cheerio<Element>): string {
  const type = attr(element, 'type').toLowerCase();
  return type === 'html' || type === 'xhtml' ? htmlToText(atomHtml(element)) : plain(element);
}

function plainKeepingLines(element: Cheerio<Element>): string {
  return characterData(element, decodeEntities);
}

/**
 * The element's own character data and CDATA sections as one string, line
 * breaks kept; `decodeText` undoes the escaping of the character data (CDATA
 * is never escaped).
 */
function characterData(element: Cheerio<Element>, decodeText: (data: string) => string): string {
  return dropUnsafeCharacters(
    element
      .toArray()
      .flatMap((e) => e.children)
      .map((node) =>
        node.type === 'text' ? decodeText(node.data) : node.type === 'cdata' ? rawText(node.children) : '',
      )
      .join(''),
  ).trim();
}

function rawText(nodes: AnyNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.data : '')).join('');
}

function categoriesOf(elements: Element[], read: (element: Element) => string): string[] {
  return elements
    .map(read)
    .map((category) => category.slice(0, 100))
    .filter(Boolean)
    .slice(0, MAX_CATEGORIES);
}

function rssImage($: CheerioAPI, item: Cheerio<Element>, bodyHtml: string): string {
  const enclosure = item
    .children('enclosure')
    .filter((_, e) => attr($(e), 'type').startsWith('image/'))
    .first();
  return attr(enclosure, 'url') || mediaImage($, item) || firstImageIn(bodyHtml);
}

function mediaImage($: CheerioAPI, item: Cheerio<Element>): string {
  const media = item.find('media\\:content, media\\:thumbnail').filter((_, m) => {
    const medium = attr($(m), 'medium');
    const type = attr($(m), 'type');
    return !medium || medium === 'image' || type.startsWith('image/');
  });
  return attr(media.first(), 'url');
}

/** The first <img> of the item's HTML, parsed from where it starts: the rest of a long body is never parsed here. */
function firstImageIn(html: string): string {
  const at = html.search(/<img\s/i);
  if (at === -1) return '';
  return (
    load(html.slice(at, at + 2048))('img[src]')
      .first()
      .attr('src') ?? ''
  );
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
