import { NotFoundException } from '@nestjs/common';

/** The 404 that names what was asked for ("Article 7 was not found."). */
export function notFound(noun: string, id: number): NotFoundException {
  return new NotFoundException(`${noun} ${id} was not found.`);
}

/** The row a store answered, or the 404 naming it, so no controller has to check for null. */
export function foundOr404<Row>(noun: string, id: number, row: Row | null): Row {
  if (!row) throw notFound(noun, id);
  return row;
}
