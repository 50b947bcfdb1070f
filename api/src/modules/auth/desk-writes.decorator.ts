import { applyDecorators, Delete, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import type { DeskRole } from '../../shared/domain/desk-roles';
import { DeskRoute } from './desk-route.decorator';

/*
 * The desk's three writes on an entity's collection, each for the desk only
 * (at least `role`; an admin when none is given), so every entity's create,
 * edit and delete answer at the same paths with the same statuses.
 */

/** POST on the collection. */
export const DeskCreate = (role?: DeskRole) => applyDecorators(Post(), DeskRoute(role));

/** PATCH on one row, by id. */
export const DeskEdit = (role?: DeskRole) => applyDecorators(Patch(':id'), DeskRoute(role));

/** DELETE on one row, by id: a 204 with no body. */
export const DeskDelete = (role?: DeskRole) =>
  applyDecorators(Delete(':id'), DeskRoute(role), HttpCode(HttpStatus.NO_CONTENT));
