import { SetMetadata } from '@nestjs/common';
import type { DeskRole } from '../../shared/domain/desk-roles';

export const ALLOW_METADATA = 'desk:allow';

/**
 * The weakest role that may use an admin route (or every route of a
 * controller), for routes behind AdminGuard. A route that declares nothing
 * needs an admin, so a route added without thinking about roles is closed to
 * editors and authors rather than open to them.
 */
export const Allow = (role: DeskRole) => SetMetadata(ALLOW_METADATA, role);

/** When nothing is declared. */
export const DEFAULT_REQUIRED_ROLE: DeskRole = 'admin';
