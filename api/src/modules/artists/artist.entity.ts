import { Column, Entity } from 'typeorm';
import {
  FlagColumn,
  NullableTextColumn,
  NullableTimestamptzColumn,
  NullableVarcharColumn,
  TextColumn,
  VarcharColumn,
} from '../../database/columns';
import { DeskPublishedRow } from '../../database/row-bases';

@Entity('artists')
export class Artist extends DeskPublishedRow {
  @VarcharColumn(200)
  name: string;

  @VarcharColumn(100)
  genre: string;

  @TextColumn()
  description: string;

  /** Other names stories use for the artist ("Hov" for Jay-Z); matched like the name. */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  aliases: string[];

  @NullableTextColumn()
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  musicbrainzId: string | null;

  @NullableTextColumn()
  shortBio: string | null;

  @NullableTextColumn()
  fullBio: string | null;

  @NullableVarcharColumn(200)
  location: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  socialLinks: Record<string, string>;

  @NullableVarcharColumn(300)
  latestProject: string | null;

  @NullableTextColumn()
  latestProjectUrl: string | null;

  @NullableTextColumn()
  latestProjectImage: string | null;

  @NullableTimestamptzColumn()
  scrapedAt: Date | null;

  @NullableTextColumn()
  sourceUrl: string | null;

  @FlagColumn(false)
  isSpotlighted: boolean;

  @NullableTimestamptzColumn()
  spotlightedAt: Date | null;

  /** ISO week of the latest spotlight, 'YYYY-Wnn'. Full history lives in artist_spotlights. */
  @NullableVarcharColumn(8)
  spotlightWeek: string | null;

  @FlagColumn(false)
  aiGenerated: boolean;
}
