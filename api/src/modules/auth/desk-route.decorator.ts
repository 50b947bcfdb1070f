import { applyDecorators, UseGuards } from '@nestjs/common';
import type { DeskRole } from '../../shared/domain/desk-roles';
import { AdminGuard } from './admin.guard';
import { Allow } from './allow.decorator';

/**
 * A route (or every route of a controller) for the desk only: signed in, and
 * at least `role`. Without a role it needs an admin, as AdminGuard decides.
 */
export const DeskRoute = (role?: DeskRole) =>
  role ? applyDecorators(UseGuards(AdminGuard), Allow(role)) : applyDecorators(UseGuards(AdminGuard));
