/** A pg Client or a TypeORM DataSource: anything that runs SQL with parameters. */
type Sql = { query: (text: string, params: unknown[]) => Promise<unknown> };

/**
 * `count` articles written by SQL in one statement, newest first by id
 * (article n is published n minutes after the first), so lists have a stable order.
 */
export async function insertArticles(sql: Sql, count: number, titlePrefix = 'Story'): Promise<void> {
  await sql.query(
    `INSERT INTO articles (title, excerpt, content, category, word_count, author, published_at)
     SELECT $2 || ' ' || n, 'Excerpt ' || n, 'Body of story ' || n || '. ' || repeat('Bars and beats. ', 20),
            (ARRAY['BREAKING','CULTURE','FEATURE','REVIEW'])[1 + n % 4], 60, 'Staff',
            timestamptz '2026-01-01' + make_interval(mins => n)
     FROM generate_series((SELECT coalesce(max(id), 0) + 1 FROM articles), (SELECT coalesce(max(id), 0) FROM articles) + $1) AS n`,
    [count, titlePrefix],
  );
}
