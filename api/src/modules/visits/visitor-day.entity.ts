import { Entity, PrimaryColumn } from 'typeorm';

/** A visitor session seen on a UTC day; counted per day for the admin Overview's trend. */
@Entity('visitor_days')
export class VisitorDay {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  sessionId: string;
}
