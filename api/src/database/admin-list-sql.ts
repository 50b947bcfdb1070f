import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AdminListRequest } from '../http/admin-list-query.dto';
import { containsPattern } from './contains-pattern';

/** How one admin list searches and sorts: SQL expressions over the query's alias, never request text. */
export interface AdminListShape<Sort extends string> {
  /** Each sort field's column expression. */
  sortColumns: Record<Sort, string>;
  /** Sort fields whose column may be empty: their empty rows sort last either way. */
  nullableSorts?: Sort[];
  defaultSort: Sort;
  /** The columns `q` is looked for in, as a substring in any case. */
  searchColumns: string[];
  /** The row's id, the tiebreak that keeps pages stable when sort values repeat. */
  idColumn: string;
}

/**
 * Narrows `query` to the request's search and orders and pages it. Sort fields
 * come from the shape's whitelist (the DTO refused any other), so no request
 * text ever reaches the SQL except as a bound parameter. Empty values of a
 * nullable column sort last either way, so blank dates do not crowd the first
 * page; a column that cannot be empty keeps Postgres's own null order, which
 * is what its (column DESC, id DESC) index is built in.
 */
export function applyAdminList<Row extends ObjectLiteral, Sort extends string>(
  query: SelectQueryBuilder<Row>,
  shape: AdminListShape<Sort>,
  request: AdminListRequest<Sort>,
): SelectQueryBuilder<Row> {
  if (request.q) {
    const matches = shape.searchColumns.map((column) => `${column} ILIKE :adminListQ ESCAPE '\\'`);
    query.andWhere(`(${matches.join(' OR ')})`, { adminListQ: containsPattern(request.q) });
  }
  const direction = request.order === 'asc' ? 'ASC' : 'DESC';
  const sort = request.sort && request.sort in shape.sortColumns ? request.sort : shape.defaultSort;
  const nulls = shape.nullableSorts?.includes(sort) ? 'NULLS LAST' : undefined;
  return query
    .orderBy(shape.sortColumns[sort], direction, nulls)
    .addOrderBy(shape.idColumn, direction)
    .limit(request.limit)
    .offset(request.offset);
}
