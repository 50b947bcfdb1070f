const TRACKING_PARAMS = /^(?:utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|cmpid)$/i;

/** One spelling per article: no fragment, no tracking parameters, no trailing "?". */
export function normalizeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    url.hash = '';
    for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) url.searchParams.delete(key);
    url.hostname = url.hostname.toLowerCase();
    return url.toString();
  } catch {
    return null;
  }
}
