/**
 * The X-Next-Cursor the API hands out after the article at this offset of the newest-first list: what a reader
 * following 'Load more' sends for the page after it (the API's encoding: base64url of [time to the µs, id]).
 */
export async function keysetCursorAt(client, offset) {
  const [row] = (
    await client.query(
      `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id
         FROM articles ORDER BY published_at DESC, id DESC LIMIT 1 OFFSET $1`,
      [offset],
    )
  ).rows;
  return Buffer.from(JSON.stringify([row.at, row.id])).toString('base64url');
}
