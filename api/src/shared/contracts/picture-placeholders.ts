/**
 * The placeholders of the kept pictures a server-rendered page shows, by
 * picture hash (a 16 px WebP as a data: address each): the page's data
 * carries them under this react-query key, and each picture paints its own
 * under itself while it loads, in the server's HTML already. A picture the
 * worker refused for good is in the map as null: the page shows the item's
 * artwork in its place at once, with no request that can only fail (refused
 * is final, so a cached page stays true). A picture missing from the map (not
 * made yet, or a page the browser rendered alone) shows no placeholder and is
 * asked for as it is.
 */
export const PICTURE_PLACEHOLDERS_KEY = ['picture-placeholders'] as const;

export type PicturePlaceholders = Record<string, string | null>;
