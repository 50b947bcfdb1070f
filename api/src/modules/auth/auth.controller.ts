import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUserView, LoggedOut } from '../../shared/contracts/admin';
import { AUTH_MESSAGES, toAuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { LoginThrottleService } from './login-throttle.service';
import { endSession, startSession } from './session-lifecycle';
import './session-data';
import { Uncached } from '../public-cache/cache-rules.decorator';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * Password sign-in for admins. req.ip honours X-Forwarded-For only with
   * TRUST_PROXY, so a client cannot rotate its IP to dodge the lock.
   */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body() dto: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthUserView> {
    response.setHeader('Cache-Control', 'no-store');
    const ip = request.ip ?? 'unknown';
    const lock = await this.throttle.lockState(dto.username, ip);
    if (lock.locked) this.refuseLocked(response, lock.retryAfterSeconds);
    const { attempt, locked, retryAfterSeconds } = await this.throttle.registerAttempt(dto.username, ip);
    if (locked) this.refuseLocked(response, retryAfterSeconds);

    const user = await this.auth.verifyAdminCredentials(dto.username, dto.password);
    if (!user) {
      await this.throttle.recordFailure(dto.username, ip, attempt);
      throw new UnauthorizedException({ statusCode: 401, message: AUTH_MESSAGES.invalidCredentials });
    }
    await this.throttle.recordSuccess(dto.username, ip);
    await startSession(request, user.id);
    return toAuthUser(user);
  }

  private refuseLocked(response: Response, retryAfterSeconds: number): never {
    response.setHeader('Retry-After', String(retryAfterSeconds));
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: AUTH_MESSAGES.locked },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  @Uncached('the signed-in admin of this session')
  @Get('user')
  async currentUser(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthUserView> {
    response.setHeader('Cache-Control', 'no-store');
    const user = await this.auth.findAdmin(request.session?.userId);
    if (!user) throw new UnauthorizedException({ statusCode: 401, message: AUTH_MESSAGES.unauthorized });
    return toAuthUser(user);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<LoggedOut> {
    response.setHeader('Cache-Control', 'no-store');
    await endSession(request, response);
    return { success: true };
  }
}
