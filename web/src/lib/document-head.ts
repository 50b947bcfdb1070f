import { useEffect } from 'react';

export const SITE_NAME = 'The Cypher';

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

/**
 * Sets the tab title ('{title} | The Cypher'), the meta description and the
 * sharing tags (Open Graph, Twitter card) for the current route; `image` is
 * the absolute address of the picture a shared link shows.
 */
export function useDocumentHead(title: string, description: string, image?: string): void {
  useEffect(() => {
    const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:image', image ?? null);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
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
