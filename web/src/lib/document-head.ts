import { useEffect } from 'react';
import { headTags, IMAGE_META, type HeadTag } from '@api/shared/contracts/page-head';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The tags the head builder gave, applied to the document (the server printed the same ones for its page). */
function applyHead(tags: HeadTag[]): void {
  for (const tag of tags) {
    if (tag.element === 'title') document.title = tag.text;
    if (tag.element === 'meta') setMeta(tag.attribute, tag.key, tag.content);
  }
  for (const { attribute, key } of IMAGE_META) {
    if (!tags.some((tag) => tag.element === 'meta' && tag.key === key)) setMeta(attribute, key, null);
  }
}

/**
 * Sets the tab title ('{title} | The Cypher'), the meta description and the
 * sharing tags (Open Graph, Twitter card) for the current route, with the
 * head builder the server renders its pages' heads with; `image` is the
 * absolute address of the picture a shared link shows.
 */
export function useDocumentHead(title: string, description: string, image?: string): void {
  useEffect(() => {
    applyHead(headTags({ title, description, image }));
    // A page the server rendered names its public address; moving on in the browser moves it along.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    // (The server's own canonical, with its tidied query, stays as long as the reader is on its page.)
    if (canonical && new URL(canonical.href).pathname !== window.location.pathname) {
      const address = new URL(window.location.pathname + window.location.search, canonical.href).href;
      canonical.href = address;
      setMeta('property', 'og:url', address);
    }
  }, [title, description, image]);
}
