import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Upload } from './upload.entity';

/** The one place that reads and writes `uploads`. */
@Injectable()
export class UploadsStore {
  constructor(@InjectRepository(Upload) private readonly uploads: Repository<Upload>) {}

  /** Stores a picture; its new id. */
  async insert(upload: Pick<Upload, 'contentType' | 'bytes' | 'uploadedBy'>): Promise<string> {
    const saved = await this.uploads.save(this.uploads.create({ ...upload, byteSize: upload.bytes.length }));
    return saved.id;
  }

  /** A stored picture's type and bytes; null when there is none. */
  find(id: string): Promise<Pick<Upload, 'contentType' | 'bytes'> | null> {
    return this.uploads.findOne({ select: { contentType: true, bytes: true }, where: { id } });
  }

  /**
   * Deletes the pictures stored before `cutoff` that nothing names: no story
   * (or a revision an editor could restore), artist, release or newsletter
   * holds the picture's id anywhere in its row (a body's markdown, a picture
   * address). Checked in the same statement as the delete, so a picture put
   * into a story meanwhile is kept. Running it again deletes nothing more.
   * The ids deleted.
   */
  async deleteUnreferencedBefore(cutoff: Date): Promise<string[]> {
    // TypeORM answers a DELETE … RETURNING as [rows, count].
    const [rows]: [{ id: string }[], number] = await this.uploads.query(
      `DELETE FROM uploads u
        WHERE u.created_at < $1
          AND NOT EXISTS (SELECT 1 FROM articles t WHERE strpos(t::text, u.id::text) > 0)
          AND NOT EXISTS (SELECT 1 FROM article_revisions t WHERE strpos(t::text, u.id::text) > 0)
          AND NOT EXISTS (SELECT 1 FROM artists t WHERE strpos(t::text, u.id::text) > 0)
          AND NOT EXISTS (SELECT 1 FROM releases t WHERE strpos(t::text, u.id::text) > 0)
          AND NOT EXISTS (SELECT 1 FROM newsletters t WHERE strpos(t::text, u.id::text) > 0)
        RETURNING u.id`,
      [cutoff],
    );
    return rows.map((row) => row.id);
  }
}
