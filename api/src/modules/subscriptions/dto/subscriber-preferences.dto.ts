import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, Max, Min } from 'class-validator';
import { MAX_FOLLOWS } from '../../../shared/contracts/follows';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../shared/domain/categories';
import type { SubscriberPreferencesBody } from '../../../shared/contracts/subscriber-preferences';

const MAX_ID = 2_147_483_647;

/** PUT /api/subscriptions/preferences?token=: the whole choice, replacing the previous one. */
export class SubscriberPreferencesDto implements SubscriberPreferencesBody {
  @IsArray({ message: 'follows must be a list of artist ids' })
  @ArrayMaxSize(MAX_FOLLOWS, { message: `follows may name at most ${MAX_FOLLOWS} artists` })
  @ArrayUnique({ message: 'follows must name each artist once' })
  @IsInt({ each: true, message: 'follows must be a list of artist ids' })
  @Min(1, { each: true, message: 'follows must be a list of artist ids' })
  @Max(MAX_ID, { each: true, message: 'follows must be a list of artist ids' })
  follows: number[];

  @IsArray({ message: 'categories must be a list' })
  @ArrayUnique({ message: 'categories must name each category once' })
  @IsIn(ARTICLE_CATEGORIES, { each: true, message: `categories must be among: ${ARTICLE_CATEGORIES.join(', ')}` })
  categories: ArticleCategory[];

  @IsBoolean({ message: 'alerts must be true or false' })
  alerts: boolean;
}
