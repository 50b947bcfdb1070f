import { applyDecorators, Controller } from '@nestjs/common';
import type { DeskRole } from '../../shared/domain/desk-roles';
import { DeskRoute } from './desk-route.decorator';

/**
 * A controller of the admin desk at `path`: every one of its routes needs a
 * signed-in member with at least `role` (an admin when none is given), so no
 * route of it can be left open by forgetting the guard on the class.
 */
export const DeskController = (path: string, role?: DeskRole) => applyDecorators(Controller(path), DeskRoute(role));
