import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { roleAtLeast, type DeskRole } from '../../shared/domain/desk-roles';
import { ALLOW_METADATA, DEFAULT_REQUIRED_ROLE } from './allow.decorator';
import { AUTH_MESSAGES } from './auth-user';
import { AuthService } from './auth.service';
import { setDeskMember } from './desk-member';
import './session-data';

/**
 * Lets a request through only with a server session whose user holds, right
 * now, at least the role the route declares with @Allow (an admin when it
 * declares nothing). The role is read from the users table on every call, so
 * a demoted or removed member loses access at once. No session is a 401; a
 * role below the route's is a 403. Admin answers are never stored by
 * browsers or proxies.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Cache-Control', 'no-store');
    const member = await this.auth.findMember(request.session?.userId);
    if (!member?.role) {
      throw new UnauthorizedException({ statusCode: 401, message: AUTH_MESSAGES.unauthorized });
    }
    const required = requiredRole(this.reflector, context);
    if (!roleAtLeast(member.role, required)) {
      throw new ForbiddenException({ statusCode: 403, message: forbiddenMessage(member.role, required) });
    }
    setDeskMember(request, { id: member.id, email: member.email ?? member.username, role: member.role });
    return true;
  }
}

/** The role a route needs: its own @Allow, else its controller's, else an admin. */
export function requiredRole(reflector: Reflector, context: ExecutionContext): DeskRole {
  return (
    reflector.getAllAndOverride<DeskRole | undefined>(ALLOW_METADATA, [context.getHandler(), context.getClass()]) ??
    DEFAULT_REQUIRED_ROLE
  );
}

function forbiddenMessage(role: DeskRole, required: DeskRole): string {
  return `This needs the ${required} role or higher; your role is ${role}. Ask the owner if you need it.`;
}
