import type { Plugin } from 'vite';

/**
 * Adds <link rel="preload"> for the font files the first paint uses, so the
 * browser fetches them with the HTML instead of after the CSS has arrived.
 * Only in a build: the files' names carry a content hash known then.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'cypher-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return patterns.flatMap((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`no built font file matches ${pattern}: was it renamed?`);
          return [
            {
              tag: 'link',
              attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
