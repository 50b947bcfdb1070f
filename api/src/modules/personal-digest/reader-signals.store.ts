import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReaderSignals } from '../../shared/domain/digest-picks';

/** How far back a subscriber's reads count for their digest: 'this month'. */
const READ_WINDOW_DAYS = 30;
/** The newest reads considered; a month of heavy reading is cut here, not scanned whole. */
const READS_KEPT = 100;

export interface SampleReader {
  subscriptionId: number;
  firstName: string;
  email: string;
  follows: number;
  reads: number;
}

/**
 * What each subscriber's digest is picked from, read in one statement for a
 * page of recipients: their follows (by the follows' subscription index), their chosen
 * categories (by primary key) and the month's reads of the visitor sessions
 * linked to them (subscriber_sessions by subscription, then each session's
 * reads by the (session_id, created_at) index), each with its story, category
 * and mentioned artists (by primary keys). No scan of all signals, for anyone.
 */
@Injectable()
export class ReaderSignalsStore {
  constructor(private readonly dataSource: DataSource) {}

  async of(subscriptionId: number): Promise<ReaderSignals> {
    return (await this.ofMany([subscriptionId])).get(subscriptionId) ?? { follows: [], categories: [], reads: [] };
  }

  /** The signals of many subscribers in one statement (a send reads them a page at a time), by subscription id. */
  async ofMany(subscriptionIds: number[]): Promise<Map<number, ReaderSignals>> {
    const rows: {
      id: number;
      follows: ReaderSignals['follows'];
      categories: string[] | null;
      reads: ReaderSignals['reads'];
    }[] = await this.dataSource.query(
      `SELECT sub.id,
         (SELECT coalesce(json_agg(json_build_object('artistId', f.artist_id, 'name', a.name)
                                   ORDER BY f.followed_at DESC, f.id DESC), '[]'::json)
            FROM artist_follows f JOIN artists a ON a.id = f.artist_id
           WHERE f.subscription_id = sub.id) AS follows,
         (SELECT categories FROM subscriber_preferences WHERE subscription_id = sub.id) AS categories,
         (SELECT coalesce(json_agg(json_build_object(
                   'articleId', r.article_id, 'storyId', ar.story_id, 'title', ar.title, 'category', ar.category,
                   'artistIds', coalesce((SELECT array_agg(m.artist_id) FROM article_artist_mentions m
                                           WHERE m.article_id = r.article_id), '{}'))
                   ORDER BY r.read_at DESC), '[]'::json)
            FROM (SELECT i.article_id, max(i.created_at) AS read_at
                    FROM subscriber_sessions s
                    JOIN user_interactions i
                      ON i.session_id = s.session_id AND i.created_at > now() - make_interval(days => $2)
                   WHERE s.subscription_id = sub.id
                   GROUP BY i.article_id ORDER BY read_at DESC LIMIT $3) r
            JOIN articles ar ON ar.id = r.article_id) AS reads
       FROM unnest($1::int[]) AS sub(id)`,
      [subscriptionIds, READ_WINDOW_DAYS, READS_KEPT],
    );
    return new Map(
      rows.map((row) => [row.id, { follows: row.follows, categories: row.categories ?? [], reads: row.reads }]),
    );
  }

  /**
   * Three active subscribers whose issues differ, for the admin's preview:
   * the one who follows the most artists, the one with the most linked
   * reading besides, and one with neither; when a kind is missing, another
   * reader with signals takes the place. Looks at the first 2,000 by id.
   */
  async samples(): Promise<SampleReader[]> {
    const rows: { id: number; first_name: string; email: string; follows: number; reads: number }[] =
      await this.dataSource.query(
        `SELECT s.id, s.first_name, s.email,
                (SELECT count(*)::int FROM artist_follows f WHERE f.subscription_id = s.id) AS follows,
                (SELECT count(*)::int FROM subscriber_sessions l
                   JOIN user_interactions i ON i.session_id = l.session_id
                                           AND i.created_at > now() - make_interval(days => $1)
                  WHERE l.subscription_id = s.id) AS reads
           FROM subscriptions s WHERE s.status = 'active' ORDER BY s.id LIMIT 2000`,
        [READ_WINDOW_DAYS],
      );
    const readers = rows.map((row) => ({
      subscriptionId: row.id,
      firstName: row.first_name,
      email: row.email,
      follows: row.follows,
      reads: row.reads,
    }));
    const chosen: SampleReader[] = [];
    const take = (reader: SampleReader | undefined) => {
      if (reader && !chosen.includes(reader) && chosen.length < 3) chosen.push(reader);
    };
    const most = (key: 'follows' | 'reads') =>
      readers.filter((reader) => reader[key] > 0 && !chosen.includes(reader)).sort((a, b) => b[key] - a[key])[0];
    take(most('follows'));
    take(most('reads'));
    const withoutSignals = readers.find((reader) => reader.follows === 0 && reader.reads === 0);
    for (const reader of readers)
      if (chosen.length < (withoutSignals ? 2 : 3)) take(reader.follows || reader.reads ? reader : undefined);
    take(withoutSignals);
    return chosen;
  }
}
