import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PALETTES = [
  ['#facc15', '#b45309'],
  ['#ef4444', '#1e1b4b'],
  ['#a855f7', '#0f172a'],
  ['#22c55e', '#052e16'],
  ['#f97316', '#450a0a'],
  ['#38bdf8', '#0c4a6e'],
];

/** Cover art we draw ourselves: a gradient and a big label, so screenshots show real image boxes. */
function cover(seed: number, label: string): string {
  const [from, to] = PALETTES[seed % PALETTES.length];
  const safeLabel = label
    .replace(/[^A-Z0-9 ]/gi, '')
    .slice(0, 12)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${200 + ((seed * 97) % 400)}" cy="${150 + ((seed * 53) % 300)}" r="180" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="40"/>
<text x="40" y="560" font-family="Impact, Arial Black, sans-serif" font-size="96" fill="#000" fill-opacity="0.55">${safeLabel}</text>
</svg>`;
}

export interface ImageServer {
  url: (seed: number, label: string) => string;
  close: () => Promise<void>;
}

/** A fixture HTTP server on 127.0.0.1 (port 0) serving /cover/{seed}/{label}.svg. */
export async function startImageServer(): Promise<ImageServer> {
  const server: Server = createServer((request, response) => {
    const match = /^\/cover\/(\d+)\/([^/]+)\.svg$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' });
    response.end(cover(Number(match[1]), decodeURIComponent(match[2])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (seed, label) => `http://127.0.0.1:${port}/cover/${seed}/${encodeURIComponent(label)}.svg`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
