import { cardExcerpts } from '../../../shared/domain/excerpts';

interface CardSource {
  id: number;
  short_md: string | null;
  excerpt: string | null;
}

/** Runs one statement and answers its rows: a QueryRunner's `query`, or a pg client's wrapped to answer `rows`. */
type RowsQuery = (sql: string, parameters: unknown[]) => Promise<CardSource[]>;

/**
 * Cuts the card texts (list_excerpt, home_excerpt) of every article with the
 * shared rules and stores them, `batchSize` rows a statement. The
 * StoredCardExcerpts migration ran it over the rows that were there; the bench
 * runs it over the rows it writes by SQL, so it reads what the site reads.
 */
export async function backfillCardTexts(query: RowsQuery, batchSize: number): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await query(`SELECT id, short_md, excerpt FROM articles WHERE id > $1 ORDER BY id LIMIT $2`, [
      after,
      batchSize,
    ]);
    if (rows.length === 0) break;
    const cut = rows.map((row) => cardExcerpts({ shortMd: row.short_md, excerpt: row.excerpt }));
    await query(
      `UPDATE articles SET list_excerpt = cut.list, home_excerpt = cut.home
           FROM unnest($1::int[], $2::text[], $3::text[]) AS cut(id, list, home) WHERE articles.id = cut.id`,
      [rows.map((row) => row.id), cut.map((texts) => texts.listExcerpt), cut.map((texts) => texts.homeExcerpt)],
    );
    after = rows[rows.length - 1].id;
  }
}
