/**
 * The placeholders of the kept pictures a server-rendered page shows, by
 * picture hash (a 16 px WebP as a data: address each, with the picture's
 * size, which a picture in a story's body takes its box from): the page's data
 * carries them under this react-query key, and each picture paints its own
 * under itself while it loads, in the server's HTML already. A picture the
 * worker refused for good is in the map as null: the page shows the item's
 * artwork in its place at once, with no request that can only fail (refused
 * is final, so a cached page stays true). A picture missing from the map (not
 * made yet, or a page the browser rendered alone) shows no placeholder and is
 * asked for as it is.
 */
export const PICTURE_PLACEHOLDERS_KEY = ['picture-placeholders'] as const;

/** A kept picture's 16 px WebP (a data: address) and its upright size, for a box that keeps the picture's own ratio. */
export interface PicturePlaceholder {
  placeholder: string;
  width: number;
  height: number;
}

export type PicturePlaceholders = Record<string, PicturePlaceholder | null>;
