import { IsIn, IsNotEmpty } from 'class-validator';

export const REVIEW_DECISIONS = ['publish', 'discard'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** What an editor decides about a scraped story waiting for review. */
export class ReviewDecisionDto {
  @IsIn(REVIEW_DECISIONS, { message: `decision must be one of ${REVIEW_DECISIONS.join(', ')}` })
  @IsNotEmpty({ message: 'decision is required: publish or discard' })
  decision: ReviewDecision;
}
