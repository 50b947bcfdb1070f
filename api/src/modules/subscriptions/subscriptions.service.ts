import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CreateSubscriptionDto, SUBSCRIBE_MESSAGES } from './dto/create-subscription.dto';
import { Subscription } from './subscription.entity';

@Injectable()
export class SubscriptionsService {
  constructor(@InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>) {}

  /**
   * One statement decides between "stored" and "already subscribed": the unique
   * index on lower(email) arbitrates, so any number of concurrent identical
   * requests leave exactly one row and never raise a unique-violation 500.
   */
  async subscribe(dto: CreateSubscriptionDto): Promise<Subscription> {
    const rows: Record<string, unknown>[] = await this.subscriptions.query(
      `INSERT INTO subscriptions (email, first_name, last_name, phone_number, credit_program_participation)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id`,
      [
        dto.email,
        dto.firstName,
        dto.lastName,
        dto.creditProgramParticipation ? dto.phoneNumber : null,
        dto.creditProgramParticipation,
      ],
    );
    if (rows.length === 0) throw new ConflictException(SUBSCRIBE_MESSAGES.duplicate);
    return this.subscriptions.findOneByOrFail({ id: Number(rows[0].id) });
  }
}
