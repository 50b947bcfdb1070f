import { ConflictException, Injectable } from '@nestjs/common';
import { CreateSubscriptionDto, SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';
import { Subscription } from './subscription.entity';
import { SubscriptionsStore } from './subscriptions.store';

@Injectable()
export class SubscriptionsService {
  constructor(private readonly store: SubscriptionsStore) {}

  /** "Stored" or "already subscribed", decided by the store in one statement. */
  async subscribe(dto: CreateSubscriptionDto): Promise<Subscription> {
    const stored = await this.store.insertIfNewEmail({
      email: dto.email,
      firstName: dto.firstName,
      lastName: dto.lastName,
      // A phone number is kept only for the credit program it was asked for.
      phoneNumber: dto.creditProgramParticipation ? (dto.phoneNumber ?? null) : null,
      creditProgramParticipation: dto.creditProgramParticipation,
    });
    if (!stored) throw new ConflictException(SUBSCRIBE_MESSAGES.duplicate);
    return stored;
  }
}
