import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SubscriberPreferences } from './subscriber-preferences.entity';

export interface SubscriberChoices {
  categories: string[];
  alerts: boolean;
}

/** The one place that reads and writes `subscriber_preferences`. */
@Injectable()
export class SubscriberPreferencesStore {
  constructor(
    @InjectRepository(SubscriberPreferences) private readonly preferences: Repository<SubscriberPreferences>,
  ) {}

  /** A subscriber who never saved any choices gets the digest alone, for every category. */
  async of(subscriptionId: number): Promise<SubscriberChoices> {
    const [row]: SubscriberChoices[] = await this.preferences.query(
      `SELECT categories, alerts FROM subscriber_preferences WHERE subscription_id = $1`,
      [subscriptionId],
    );
    return row ?? { categories: [], alerts: false };
  }

  /**
   * Of these subscriptions, those that get new-drop alerts: confirmed and
   * still subscribed (status active), with alerts turned on.
   */
  async withAlertsOn(subscriptionIds: readonly number[]): Promise<number[]> {
    if (subscriptionIds.length === 0) return [];
    const rows: { id: number }[] = await this.preferences.query(
      `SELECT s.id FROM subscriptions s JOIN subscriber_preferences p ON p.subscription_id = s.id
        WHERE s.id = ANY($1::int[]) AND s.status = 'active' AND p.alerts
        ORDER BY s.id`,
      [subscriptionIds],
    );
    return rows.map((row) => row.id);
  }

  /** One row per subscription: saving again replaces the previous choices. */
  async save(subscriptionId: number, choices: SubscriberChoices): Promise<void> {
    await this.preferences.query(
      `INSERT INTO subscriber_preferences (subscription_id, categories, alerts) VALUES ($1, $2::text[], $3)
       ON CONFLICT (subscription_id) DO UPDATE
         SET categories = EXCLUDED.categories, alerts = EXCLUDED.alerts, updated_at = now()`,
      [subscriptionId, choices.categories, choices.alerts],
    );
  }
}
