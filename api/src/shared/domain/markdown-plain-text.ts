import { Lexer, type Token, type Tokens } from 'marked';
import { boundedForLexing } from './markdown-lexing-bounds';

/**
 * What a reader sees of a markdown document, block by block, read from the
 * same tokens (marked's lexer, GitHub-flavoured) that the feeds and emails
 * render: marks, link and image addresses gone, link labels and escaped
 * characters kept as the reader sees them. Word counts, read times and card
 * excerpts all come from here, so a story's count and its card never disagree
 * with its page about where a word starts or whether a sign is markup.
 */
export interface PlainTextBlock {
  /** Running text (paragraphs, quotes, list items), a section title, a code block or a table. */
  kind: 'prose' | 'heading' | 'code' | 'table';
  text: string;
  /** The items of one list share a number, so they can be kept together. */
  list?: number;
}

export interface PlainTextOptions {
  /** An image shows as its alt text (what a screen reader says), or not at all (a card has no room for it). */
  images: 'alt' | 'drop';
}

const LEXER_OPTIONS = { gfm: true } as const;

export function markdownTextBlocks(markdown: string, options: PlainTextOptions): PlainTextBlock[] {
  const walk = new BlockWalk(options);
  walk.blocks(Lexer.lex(boundedForLexing(markdown), LEXER_OPTIONS));
  return walk.found.filter((block) => block.text !== '');
}

/** The whole document as plain text: blocks apart by a blank line, the items of a list on lines of their own. */
export function markdownToPlainText(markdown: string): string {
  const blocks = markdownTextBlocks(markdown, { images: 'alt' });
  return blocks
    .map((block, index) => {
      const previous = blocks[index - 1];
      if (!previous) return block.text;
      const sameList = block.list !== undefined && block.list === previous.list;
      return `${sameList ? '\n' : '\n\n'}${block.text}`;
    })
    .join('');
}

class BlockWalk {
  readonly found: PlainTextBlock[] = [];
  private lists = 0;

  constructor(private readonly options: PlainTextOptions) {}

  blocks(tokens: Token[], list?: number): void {
    for (const token of tokens) this.block(token, list);
  }

  private block(token: Token, list: number | undefined): void {
    switch (token.type) {
      case 'heading':
        return this.add('heading', this.inline((token as Tokens.Heading).tokens), list);
      case 'paragraph':
      case 'text':
        return this.add('prose', this.inline((token as Tokens.Text).tokens ?? [token]), list);
      case 'blockquote':
        return this.blocks((token as Tokens.Blockquote).tokens, list);
      case 'list': {
        const id = ++this.lists;
        for (const item of (token as Tokens.List).items) this.listItem(item, id);
        return;
      }
      case 'code':
        return this.add('code', (token as Tokens.Code).text, list);
      case 'table':
        return this.add(
          'table',
          tableText(token as Tokens.Table, (cells) => this.inline(cells)),
          list,
        );
      case 'html':
        return this.add('prose', withoutTags((token as Tokens.HTML).text), list);
      default:
        // Rules, blank space and link definitions carry no words.
        return;
    }
  }

  /** An item's own text is one block; a list nested inside it follows as blocks of its own list. */
  private listItem(item: Tokens.ListItem, list: number): void {
    const own = item.tokens.filter((token) => token.type !== 'list');
    const nested = item.tokens.filter((token) => token.type === 'list');
    const text = own
      .map((token) => (token.type === 'text' || token.type === 'paragraph' ? this.inline(inlineOf(token)) : ''))
      .filter(Boolean)
      .join(' ');
    this.add('prose', text, list);
    this.blocks(nested, list);
  }

  private add(kind: PlainTextBlock['kind'], text: string, list: number | undefined): void {
    this.found.push({ kind, text: text.trim(), ...(list !== undefined && { list }) });
  }

  /** A run of inline tokens as the words a reader sees. */
  inline(tokens: Token[]): string {
    return tokens.map((token) => this.inlineToken(token)).join('');
  }

  private inlineToken(token: Token): string {
    switch (token.type) {
      case 'text':
        return 'tokens' in token && token.tokens ? this.inline(token.tokens) : (token as Tokens.Text).text;
      case 'escape':
      case 'codespan':
        return (token as Tokens.Escape).text;
      case 'strong':
      case 'em':
      case 'del':
        return this.inline((token as Tokens.Strong).tokens);
      case 'link':
        return isBareAddress(token as Tokens.Link) ? '' : this.inline((token as Tokens.Link).tokens);
      case 'image':
        return this.options.images === 'alt' ? (token as Tokens.Image).text : ' ';
      case 'br':
        return '\n';
      default:
        // Inline HTML tags show nothing of themselves; the text between them is its own token.
        return '';
    }
  }
}

function inlineOf(token: Token): Token[] {
  return ('tokens' in token && token.tokens) || [token];
}

/** An autolink ('<https://…>', 'www.…') shows nothing but an address, which is not a word of the story. */
function isBareAddress(link: Tokens.Link): boolean {
  return link.raw.startsWith('<') || link.raw === link.text;
}

function tableText(table: Tokens.Table, inline: (tokens: Token[]) => string): string {
  const rows = [table.header, ...table.rows];
  return rows.map((row) => row.map((cell) => inline(cell.tokens).trim()).join(' ')).join('\n');
}

/** Raw HTML's tags dropped and its text kept, in one pass: each '<' looks for its '>' once, and a '<' never closed ends the search. */
function withoutTags(html: string): string {
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open < 0 ? -1 : html.indexOf('>', open);
    if (close < 0) return text + html.slice(at);
    text += `${html.slice(at, open)} `;
    at = close + 1;
  }
  return text;
}
