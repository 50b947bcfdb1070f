import type { Request } from 'express';
import type { DeskRole } from '../../shared/domain/desk-roles';

/** The signed-in member a request was let through for, as AdminGuard found them. */
export interface DeskMember {
  id: string;
  /** Their email address, or their login name when they have none (the first owner). */
  email: string | null;
  role: DeskRole;
}

const MEMBER = Symbol('desk-member');

export function setDeskMember(request: Request, member: DeskMember): void {
  (request as unknown as Record<symbol, DeskMember>)[MEMBER] = member;
}

/** The member AdminGuard let through, or undefined on a route it does not guard. */
export function deskMemberOf(request: Request): DeskMember | undefined {
  return (request as unknown as Record<symbol, DeskMember | undefined>)[MEMBER];
}
