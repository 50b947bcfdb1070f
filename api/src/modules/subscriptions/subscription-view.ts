import type { SubscribeAnswer } from '../../shared/contracts/subscriptions';
import { CreateSubscriptionDto, SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';

/** What POST /api/subscriptions answers, built from the validated request alone (see SubscribeAnswer). */
export function subscribeAnswer(dto: CreateSubscriptionDto): SubscribeAnswer {
  return {
    message: SUBSCRIBE_MESSAGES.accepted,
    email: dto.email,
    firstName: dto.firstName,
    lastName: dto.lastName,
    creditProgramParticipation: dto.creditProgramParticipation,
  };
}
