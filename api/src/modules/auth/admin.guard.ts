import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES } from './auth-user';
import { AuthService } from './auth.service';
import './session-data';

/**
 * Lets a request through only with a server session whose user is an admin
 * right now (checked against the users table, so a demoted or deleted admin
 * loses access at once). Admin answers are never stored by browsers or proxies.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Cache-Control', 'no-store');
    const admin = await this.auth.findAdmin(request.session?.userId);
    if (!admin) {
      throw new UnauthorizedException({ statusCode: 401, message: AUTH_MESSAGES.unauthorized });
    }
    return true;
  }
}
