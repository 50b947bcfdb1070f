// The Largest Contentful Paint's element and, when it is a picture, the bytes its file took over the network: the
// issue's goal is an LCP picture of at most 50 kB on a 390 px phone, and a score alone does not say which file
// the browser chose from a srcset. The chosen file is the image request whose path the element's snippet names.

function lcpSnippet(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of tables) {
    const node = table?.items?.find((row) => row?.node)?.node;
    if (node) return node.snippet ?? '';
  }
  return null;
}

/** `{ element, url, bytes }` of the LCP (element is its opening tag, cut short), or null when the report lacks it. */
export function lcpImage(lhr) {
  const snippet = lcpSnippet(lhr.audits);
  if (snippet === null) return null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const image = requests.find((request) => {
    if (request.resourceType !== 'Image') return false;
    const path = new URL(request.url, 'http://x').pathname;
    return snippet.includes(path) || snippet.includes(path.replace(/\.(\w+)$/, ''));
  });
  return {
    element: snippet.length > 90 ? `${snippet.slice(0, 90)}…` : snippet,
    url: image?.url ?? null,
    bytes: image ? image.transferSize : null,
  };
}
