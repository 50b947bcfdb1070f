import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A week's chart is published when it is first built: its chart_weeks row is
 * inserted in the transaction that writes its entries. That insert becomes a
 * `chart.published` webhook event, once per week and genre; a rebuild of the
 * same week updates the row and announces nothing.
 */
export class ChartPublishedWebhook1766800000000 implements MigrationInterface {
  name = 'ChartPublishedWebhook1766800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION webhook_chart_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM webhook_event('chart.published', NEW.genre || ':' || NEW.week, jsonb_build_object('week', NEW.week,
          'genre', NEW.genre, 'entries', NEW.entries, 'failedSources', NEW.failed_sources), NULL);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER chart_weeks_webhook_events AFTER INSERT ON chart_weeks
      FOR EACH ROW EXECUTE FUNCTION webhook_chart_events()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER chart_weeks_webhook_events ON chart_weeks`);
    await q.query(`DROP FUNCTION webhook_chart_events()`);
  }
}
