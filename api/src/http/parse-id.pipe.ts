import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

const MAX_SERIAL = 2_147_483_647;

/** Route ids are positive integers that fit a Postgres serial; anything else is a 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value ?? '')) {
      throw new BadRequestException(
        `"${String(value).slice(0, 40)}" is not a valid id. Ids are positive whole numbers.`,
      );
    }
    const id = Number(value);
    if (id < 1 || id > MAX_SERIAL) {
      throw new BadRequestException(`"${value}" is not a valid id. Ids are positive whole numbers.`);
    }
    return id;
  }
}
