import { MigrationInterface, QueryRunner } from 'typeorm';
import { timeZoneFromLocation } from '../../shared/domain/time-zones';

/**
 * Each event keeps its venue's IANA time zone, so a Chicago club show reads
 * 8:00 PM CST rather than 2:00 AM UTC. Shows already listed take the zone
 * their location names (see timeZoneFromLocation), else UTC, which is how they
 * were shown until now.
 */
export class EventTimeZones1765300100000 implements MigrationInterface {
  name = 'EventTimeZones1765300100000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN time_zone varchar(64) NOT NULL DEFAULT 'UTC'`);
    const events: { id: number; location: string }[] = await q.query(`SELECT id, location FROM events`);
    for (const event of events) {
      const zone = timeZoneFromLocation(event.location);
      if (zone !== 'UTC') await q.query(`UPDATE events SET time_zone = $2 WHERE id = $1`, [event.id, zone]);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN time_zone`);
  }
}
