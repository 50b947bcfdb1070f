import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { AuditStore } from './audit.store';
import { AuditTrail } from './audit-trail.service';

/**
 * The audit log: its table and store, the interceptor that logs every admin
 * write, and AuditTrail for what no route's shape says (sign-ins). Global so
 * auth and the team can record without importing it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditStore, AuditTrail, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditTrail],
})
export class AuditModule {}
