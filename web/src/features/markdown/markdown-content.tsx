import { useContext, useState, type HTMLAttributes, type ImgHTMLAttributes } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { safeUrlFor } from '@api/shared/domain/safe-url';
import { isRemotePicture, pictureHash, pictureSrcSet, pictureVariantPath } from '@api/shared/domain/picture-variants';
import { PICTURE_PLACEHOLDERS_KEY, type PicturePlaceholders } from '@api/shared/contracts/picture-placeholders';
import { markdownSchema } from './sanitize-schema';

export interface MarkdownContentProps {
  source: string;
  /** Long-form article markdown may hold raw HTML; it is parsed, then sanitised like everything else. */
  allowHtml?: boolean;
}

/** How wide a picture in a story's body is shown: the text column's width, the whole screen on a phone. */
const BODY_PICTURE_SIZES = '(min-width: 768px) 680px, 100vw';

/**
 * A picture in a story's body. One from another site is shown from our own
 * variants of it (the worker keeps the pictures bodies name, as it does
 * heroes), so the reader's browser never asks the outlet; a picture not kept
 * (yet) is left out rather than shown broken, and one the server knew was
 * refused is not asked for at all.
 */
function ContentImage({ node: _node, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { node?: unknown }) {
  const [failed, setFailed] = useState(false);
  // Read, never fetched: a page the server rendered carries what it knew of its pictures (see PICTURE_PLACEHOLDERS_KEY).
  const known = useContext(QueryClientContext)?.getQueryData<PicturePlaceholders>(PICTURE_PLACEHOLDERS_KEY);
  if (failed || typeof props.src !== 'string' || !props.src) return null;
  const hide = () => setFailed(true);
  if (!isRemotePicture(props.src)) {
    return <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" onError={hide} />;
  }
  const hash = pictureHash(props.src);
  const kept = known?.[hash];
  // Refused for good: there is nothing of ours to show, and asking could only fail.
  if (kept === null) return null;
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(hash, 'avif')} sizes={BODY_PICTURE_SIZES} />
      <source type="image/webp" srcSet={pictureSrcSet(hash, 'webp')} sizes={BODY_PICTURE_SIZES} />
      <img
        title={props.title}
        src={pictureVariantPath(hash, 640, 'jpg')}
        srcSet={pictureSrcSet(hash, 'jpg')}
        sizes={BODY_PICTURE_SIZES}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        onError={hide}
        // With the picture's size the browser keeps its box before a byte arrives (the prose sets height: auto),
        // under its placeholder; a page the browser rendered alone does not know it, and the box grows on load.
        width={kept?.width}
        height={kept?.height}
        style={kept ? { backgroundImage: `url("${kept.placeholder}")`, backgroundSize: 'cover' } : undefined}
        // Its ratio is the picture's own, not a layout's: it is marked so the page's fixed-ratio checks, made for
        // cards, heroes, portraits and covers, can tell it apart.
        data-body-picture=""
      />
    </picture>
  );
}

/** Whether a paragraph's very first node is bold text ('**Rating: 8 / 10**', '**Kilo** Marisol …'). */
function opensWithBold(node: unknown): boolean {
  const first = (node as { children?: { type: string; tagName?: string }[] } | undefined)?.children?.[0];
  return first?.type === 'element' && first.tagName === 'strong';
}

/** A paragraph that opens in bold is marked, so the story's drop cap can set the rest of that bold word beside it. */
function ContentParagraph({ node, ...props }: HTMLAttributes<HTMLParagraphElement> & { node?: unknown }) {
  return <p {...props} className={opensWithBold(node) ? 'opens-bold' : undefined} />;
}

const components: Components = { img: ContentImage, p: ContentParagraph };

/** Markdown rendered without any way to run a script: sanitised syntax tree to React elements, never an HTML string. */
export default function MarkdownContent({ source, allowHtml = false }: MarkdownContentProps) {
  return (
    <div className="cypher-prose" data-testid="markdown">
      <ReactMarkdown
        // GitHub's tables, strikethrough, task lists and bare links, as the feeds' renderer reads them too.
        remarkPlugins={[remarkGfm]}
        rehypePlugins={allowHtml ? [rehypeRaw, [rehypeSanitize, markdownSchema]] : [[rehypeSanitize, markdownSchema]]}
        urlTransform={(url, attribute) => safeUrlFor(attribute, url)}
        components={components}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
