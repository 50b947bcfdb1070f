import { applyDecorators, Header } from '@nestjs/common';
import { Uncached } from '../modules/public-cache/cache-rules.decorator';
import { PRIVATE_ANSWER } from './private-answer';

/**
 * A GET whose answer belongs to one reader (a visitor session, a browser's
 * cookie, a subscriber's link): the response cache never serves it (`reason`
 * says whose it is), and no browser cache or proxy keeps it either.
 */
export const PrivateRead = (reason: string) => applyDecorators(Uncached(reason), Header(...PRIVATE_ANSWER));
