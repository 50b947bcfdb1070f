/**
 * A story has one markdown body (the `content` column). The spec's three
 * texts are views of it: `content` is the body, `longMd` is the body when it
 * is more than the short version, and `shortMd` is the optional short version
 * the cards are cut from. The page's order (long markdown, short markdown,
 * content) therefore always lands on the same body.
 */
export interface ArticleBodySource {
  content: string;
  shortMd?: string | null;
}

/** The story reads as long-form when its body is more than its short version. */
export function hasLongFormBody(article: ArticleBodySource): boolean {
  const body = article.content?.trim() ?? '';
  return body !== '' && body !== (article.shortMd?.trim() ?? '');
}

/** The spec's `longMd`: the body, when it is more than the short version; null otherwise. */
export function longMarkdownOf(article: ArticleBodySource): string | null {
  return hasLongFormBody(article) ? article.content : null;
}

/** What a write gives for the body: `content` and `longMd` both name it. */
export interface BodyInput {
  content?: string;
  longMd?: string | null;
}

/** Thrown when one request sends two different bodies. */
export class ConflictingBodiesError extends Error {
  constructor() {
    super('content and longMd are the same field, the story body: send one of them (or the same text in both)');
  }
}

/**
 * The body a write sets, or undefined when it leaves the body alone: `content`
 * or `longMd`, whichever is sent (a blank or null `longMd` alone changes nothing).
 */
export function bodyOfInput(input: BodyInput): string | undefined {
  const long = input.longMd?.trim() ? input.longMd : undefined;
  if (long !== undefined && input.content !== undefined && input.content !== long) throw new ConflictingBodiesError();
  return long ?? input.content;
}
