import { useEffect } from 'react';

export const SITE_NAME = 'The Cypher';

/** Sets the tab title ('{title} | The Cypher') and the meta description for the current route. */
export function useDocumentHead(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
