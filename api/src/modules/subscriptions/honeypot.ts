import type { CreateSubscriptionDto } from './dto/create-subscription.dto';
import type { SubscriptionView } from '../../shared/contracts/subscriptions';

/**
 * The public form has a field people never see (and never fill); bots that
 * fill every field do. Such a request gets an answer that looks like success,
 * so the bot learns nothing, while nothing is stored or sent. A request
 * without the field at all is an ordinary API call.
 */
export function isHoneypotFilled(dto: CreateSubscriptionDto): boolean {
  return typeof dto.website === 'string' && dto.website.trim() !== '';
}

export function honeypotAnswer(dto: CreateSubscriptionDto): SubscriptionView {
  return {
    id: Math.floor(Math.random() * 1_000_000) + 1,
    email: dto.email,
    firstName: dto.firstName,
    lastName: dto.lastName,
    phoneNumber: dto.creditProgramParticipation ? (dto.phoneNumber ?? null) : null,
    interests: [],
    isActive: true,
    creditProgramParticipation: dto.creditProgramParticipation,
    createdAt: new Date().toISOString(),
  };
}
