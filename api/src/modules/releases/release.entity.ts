import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const RELEASE_TYPES = ['single', 'album', 'EP', 'mixtape'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

@Entity('releases')
export class Release {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 200 })
  artist: string;

  @Column({ type: 'text', unique: true })
  linkUrl: string;

  @Column({ type: 'varchar', length: 100 })
  source: string;

  @Column({ type: 'varchar', length: 20 })
  type: ReleaseType;

  @Column({ type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  releaseDate: Date;

  @Column({ type: 'int', nullable: true })
  artistId: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
