import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DefaultNowColumn, NullableVarcharColumn, VarcharColumn } from '../../database/columns';
import type { AuditChanges } from '../../shared/contracts/audit';

/** One admin write, sign-in or sign-out: who, what, when, from where, and what changed. Rows are only added. */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @DefaultNowColumn()
  occurredAt: Date;

  /** No foreign key: the entry outlives the member it names. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The member's email (or login name) as it was at the time, or what a failed sign-in typed. */
  @NullableVarcharColumn(254)
  actorEmail: string | null;

  @VarcharColumn(40)
  action: string;

  @VarcharColumn(60)
  entity: string;

  @NullableVarcharColumn(100)
  entityId: string | null;

  /** 'PATCH /api/articles/:id': the route, so an entry can always be traced to the code that wrote it. */
  @NullableVarcharColumn(300)
  route: string | null;

  @NullableVarcharColumn(64)
  ip: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes: AuditChanges | null;
}
