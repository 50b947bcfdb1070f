import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../database/row-bases';

export type ArtistContentStatus = 'draft' | 'published' | 'archived';

@Entity('artists')
export class Artist extends EditedRow {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  genre: string;

  @Column({ type: 'text' })
  description: string;

  /** Other names stories use for the artist ("Hov" for Jay-Z); matched like the name. */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  aliases: string[];

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  musicbrainzId: string | null;

  @Column({ type: 'text', nullable: true })
  shortBio: string | null;

  @Column({ type: 'text', nullable: true })
  fullBio: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  socialLinks: Record<string, string>;

  @Column({ type: 'varchar', length: 300, nullable: true })
  latestProject: string | null;

  @Column({ type: 'text', nullable: true })
  latestProjectUrl: string | null;

  @Column({ type: 'text', nullable: true })
  latestProjectImage: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  scrapedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  sourceUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isSpotlighted: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  spotlightedAt: Date | null;

  /** ISO week of the latest spotlight, 'YYYY-Wnn'. Full history lives in artist_spotlights. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  spotlightWeek: string | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  contentStatus: ArtistContentStatus;

  @Column({ type: 'boolean', default: false })
  aiGenerated: boolean;
}
