import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('subscriptions')
export class Subscription {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique case-insensitively through the index on lower(email). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  interests: string[];

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean' })
  creditProgramParticipation: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
