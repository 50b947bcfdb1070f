import type { FindManyOptions, ObjectLiteral, Repository } from 'typeorm';
import type { Page } from '../http/list-query.dto';

/** The rows `find` selects and orders, one page of them, with the total it matches: what a list route answers. */
export async function findPage<Row extends ObjectLiteral>(
  repository: Repository<Row>,
  find: Pick<FindManyOptions<Row>, 'where' | 'order'>,
  page: { limit: number; offset: number },
): Promise<Page<Row>> {
  const [items, total] = await repository.findAndCount({ ...find, take: page.limit, skip: page.offset });
  return { items, total };
}
