import { MigrationInterface, QueryRunner } from 'typeorm';

/** A story's fediverse object is served from its newest activity: found by story, newest first. */
export class StoryObjects1767600000000 implements MigrationInterface {
  name = 'StoryObjects1767600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX fediverse_story_activities_by_story ON fediverse_story_activities (story_id, id DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX fediverse_story_activities_by_story`);
  }
}
