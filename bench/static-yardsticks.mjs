// Yardsticks of the static-file and home rows: bare node:http servers sending exactly what the API sent for
// the hashed entry script (brotli, as a browser asks for it) and for the home page (identity, as autocannon
// asks for it), with the same headers.
import { startBareServer } from './lib/bare-servers.mjs';

/** Browsers ask for these; the asset rows send the same. */
export const BROWSER_ENCODINGS = 'br, gzip';

const SKIPPED_HEADERS = ['content-length', 'date', 'connection', 'keep-alive', 'cache-status', 'transfer-encoding'];

async function bareServerOf({ root, tmp, running, name, url, headers }) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  // fetch decodes brotli; the bare server must send the bytes the wire carried, so ask again without decoding.
  const body = await rawBody(url, headers);
  const copied = {};
  for (const [header, value] of response.headers) if (!SKIPPED_HEADERS.includes(header)) copied[header] = value;
  const bareUrl = await startBareServer({ root, tmp, running, name, fileName: `${name}.body`, body, headers: copied });
  return { url: bareUrl, etag: response.headers.get('etag'), bytes: body.length };
}

async function rawBody(url, headers) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

/** The entry script of the home page (its hashed name), and a bare server for it and for the home page. */
export async function startStaticYardsticks({ root, tmp, running, api }) {
  const home = await (await fetch(`${api}/`)).text();
  const script = home.match(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!script) throw new Error('the home page names no hashed entry script');
  const asset = await bareServerOf({
    root,
    tmp,
    running,
    name: 'bare asset server',
    url: `${api}${script}`,
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
  });
  const homePage = await bareServerOf({
    root,
    tmp,
    running,
    name: 'bare home server',
    url: `${api}/`,
    headers: { 'accept-encoding': 'identity' },
  });
  return { script, bareAsset: asset.url, assetEtag: asset.etag, assetBytes: asset.bytes, bareHome: homePage.url };
}
