import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { ALIASES_MAX_COUNT, ALIAS_MAX_LENGTH } from '../../../shared/domain/artist-mentions';
import { MaxCharacters } from '../../../http/field-rules';

/**
 * Other names of an artist, stored as sent. An alias without a letter or digit
 * is harmless: matching finds nothing for it.
 */
export function AliasList() {
  return applyDecorators(
    IsArray({ message: 'Aliases must be a list of names' }),
    ArrayMaxSize(ALIASES_MAX_COUNT, { message: `At most ${ALIASES_MAX_COUNT} aliases` }),
    IsString({ each: true, message: 'Each alias must be text' }),
    MaxCharacters(ALIAS_MAX_LENGTH, {
      each: true,
      message: `Each alias must be at most ${ALIAS_MAX_LENGTH} characters`,
    }),
  );
}
