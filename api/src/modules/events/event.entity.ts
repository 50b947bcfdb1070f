import { Entity } from 'typeorm';
import { FlagColumn, TextColumn, TimestamptzColumn, VarcharColumn } from '../../database/columns';
import { CreatedRow } from '../../database/row-bases';

@Entity('events')
export class EventEntity extends CreatedRow {
  @VarcharColumn(300)
  title: string;

  @VarcharColumn(300)
  location: string;

  /** Comma-separated line-up, as the spec stores it. */
  @TextColumn()
  artists: string;

  @TimestamptzColumn()
  eventDate: Date;

  @FlagColumn(true)
  ticketsAvailable: boolean;

  /** The venue's IANA time zone (America/Chicago): the clock the show is shown on. */
  @VarcharColumn(64)
  timeZone: string;
}
