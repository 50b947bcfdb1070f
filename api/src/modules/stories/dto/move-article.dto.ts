import { IsInt, Max, Min } from 'class-validator';

/** POST /api/admin/stories/:id/articles: the article to move into the story. */
export class MoveArticleDto {
  @IsInt({ message: 'articleId must be a whole number: the id of the article to move into this story' })
  @Min(1, { message: 'articleId must be a positive id' })
  @Max(2_147_483_647, { message: 'articleId is not a valid id' })
  articleId: number;
}
