import { useState, type HTMLAttributes, type ImgHTMLAttributes } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { safeUrlFor } from '@api/shared/domain/safe-url';
import { markdownSchema } from './sanitize-schema';

export interface MarkdownContentProps {
  source: string;
  /** Long-form article markdown may hold raw HTML; it is parsed, then sanitised like everything else. */
  allowHtml?: boolean;
}

function ContentImage({ node: _node, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { node?: unknown }) {
  const [failed, setFailed] = useState(false);
  if (failed || !props.src) return null;
  return <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
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
