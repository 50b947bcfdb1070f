export interface ReleaseIdentifiers {
  releaseGroupMbid?: string;
  /** GTIN-13 digits; a 12-digit UPC gains its leading zero so both spellings meet. */
  gtin?: string;
  isrcs: string[];
}

const MBID_LINK = /musicbrainz\.org\/release-group\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
const BARCODE = /\b(?:UPC|EAN|GTIN(?:-1[234])?|barcode)\b\s*(?:[:#]\s*)?(\d[\d ]{10,16}\d)\b/i;
const ISRC = /\b([A-Z]{2})-?([A-Z0-9]{3})-?(\d{2})-?(\d{5})\b/gi;
const ISRC_CONTEXT = /\bISRCs?\b/i;

/** A barcode as GTIN-13: UPC-A (12) padded, GTIN-14 with a zero indicator trimmed. */
export function normaliseGtin(digits: string): string | undefined {
  const clean = digits.replace(/\D/g, '');
  if (clean.length < 12 || clean.length > 14) return undefined;
  const trimmed = clean.replace(/^0+/, '');
  return trimmed.length > 13 ? undefined : trimmed.padStart(13, '0');
}

/**
 * Identifiers a feed carries anywhere in its text or links: a MusicBrainz
 * release-group link, a barcode written 'UPC 0602…', ISRCs after the word ISRC.
 */
export function identifiersInText(...texts: (string | undefined)[]): ReleaseIdentifiers {
  const text = texts.filter(Boolean).join('\n');
  const found: ReleaseIdentifiers = { isrcs: [] };
  const mbid = MBID_LINK.exec(text);
  if (mbid) found.releaseGroupMbid = mbid[1].toLowerCase();
  const barcode = BARCODE.exec(text);
  if (barcode) found.gtin = normaliseGtin(barcode[1]);
  const isrcAt = text.search(ISRC_CONTEXT);
  if (isrcAt >= 0) {
    for (const match of text.slice(isrcAt).matchAll(ISRC)) {
      found.isrcs.push(`${match[1]}${match[2]}${match[3]}${match[4]}`.toUpperCase());
    }
  }
  return found;
}
