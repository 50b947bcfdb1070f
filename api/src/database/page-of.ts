import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../http/list-query.dto';

/** Runs a list query (already narrowed, ordered and paged) for its rows and the total it matches, as list routes answer. */
export async function pageOf<Row extends ObjectLiteral>(query: SelectQueryBuilder<Row>): Promise<Page<Row>> {
  const [items, total] = await query.getManyAndCount();
  return { items, total };
}
