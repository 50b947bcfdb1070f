import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DigestItemKind } from './digest-click-token';

export interface KindClickThrough {
  /** Links of this kind that went out (each recipient's items). */
  links: number;
  /** Distinct links clicked: a recipient's click on an item counts once. */
  clicks: number;
  /** Recipients who clicked at least one link of this kind. */
  readers: number;
}

export interface ClickThroughCounts {
  recipients: number;
  core: KindClickThrough;
  picks: KindClickThrough;
}

/**
 * The only reader and writer of digest_clicks: one row per recipient, kind
 * and story, so a second click on the same link is not counted again.
 */
@Injectable()
export class DigestClicksStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts a click once, and answers whom the email went to (null when the
   * delivery no longer exists, its newsletter deleted: nothing is counted).
   */
  async record(deliveryId: number, kind: DigestItemKind, articleId: number): Promise<number | null> {
    const [row]: { subscriptionId: number }[] = await this.dataSource.query(
      `WITH delivery AS (SELECT id, newsletter_id, subscription_id FROM newsletter_deliveries WHERE id = $1),
            counted AS (
              INSERT INTO digest_clicks (newsletter_id, delivery_id, kind, article_id)
              SELECT newsletter_id, id, $2, $3 FROM delivery
              ON CONFLICT (delivery_id, kind, article_id) DO NOTHING)
       SELECT subscription_id AS "subscriptionId" FROM delivery`,
      [deliveryId, kind, articleId],
    );
    return row?.subscriptionId ?? null;
  }

  /**
   * A send's clicks on its core links against its personal picks. The core's
   * links per email are `coreLinks`; each kept copy says how many picks it
   * carried; only emails that went out count.
   */
  async clickThrough(newsletterId: number, coreLinks: number): Promise<ClickThroughCounts> {
    const [row]: { recipients: number; pick_links: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS recipients, coalesce(sum(jsonb_array_length(c.picks)), 0)::int AS pick_links
         FROM digest_copies c JOIN newsletter_deliveries d ON d.id = c.delivery_id
        WHERE c.newsletter_id = $1 AND d.status = 'sent'`,
      [newsletterId],
    );
    const clicks: { kind: DigestItemKind; clicks: number; readers: number }[] = await this.dataSource.query(
      `SELECT kind, count(*)::int AS clicks, count(DISTINCT delivery_id)::int AS readers
         FROM digest_clicks WHERE newsletter_id = $1 GROUP BY kind`,
      [newsletterId],
    );
    const of = (kind: DigestItemKind) => clicks.find((entry) => entry.kind === kind) ?? { clicks: 0, readers: 0 };
    return {
      recipients: row.recipients,
      core: { links: row.recipients * coreLinks, clicks: of('core').clicks, readers: of('core').readers },
      picks: { links: row.pick_links, clicks: of('pick').clicks, readers: of('pick').readers },
    };
  }
}
