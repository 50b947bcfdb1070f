import { NotFoundException } from '@nestjs/common';

/**
 * The row a store answered, or the 404 that names what was asked for
 * ("Article 7 was not found."), so no controller has to check for null.
 */
export function foundOr404<Row>(noun: string, id: number, row: Row | null): Row {
  if (!row) throw new NotFoundException(`${noun} ${id} was not found.`);
  return row;
}
