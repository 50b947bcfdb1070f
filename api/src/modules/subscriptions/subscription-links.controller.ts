import { BadRequestException, Body, Controller, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ConfirmAnswer, ResendConfirmationAnswer, UnsubscribeAnswer } from '../../shared/contracts/subscriptions';
import { CONSENT_FORMS } from '../../shared/domain/consent-wording';
import { LINK_MESSAGES, LinkTokenDto, ResendConfirmationDto } from './dto/link-token.dto';
import { consentContextOf } from './request-context';
import { SignUpEmailRequest } from './sign-up-email-request.decorator';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';

/**
 * The links in subscriber emails land here. Confirming is a POST from the
 * confirmation page's button, never a GET, so mail scanners that open every
 * link confirm nothing.
 */
@Controller('subscriptions')
export class SubscriptionLinksController {
  constructor(private readonly confirmation: SubscriptionConfirmationService) {}

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  confirm(@Body() dto: LinkTokenDto, @Req() request: Request): Promise<ConfirmAnswer> {
    return this.confirmation.confirm(dto.token, consentContextOf(request));
  }

  /** The unsubscribe page's button. */
  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  unsubscribe(@Body() dto: LinkTokenDto, @Req() request: Request): Promise<UnsubscribeAnswer> {
    return this.confirmation.unsubscribe(dto.token, CONSENT_FORMS.unsubscribePage, consentContextOf(request));
  }

  /**
   * RFC 8058 one-click unsubscribe: the mail provider POSTs the form body
   * List-Unsubscribe=One-Click to the URL in the List-Unsubscribe header,
   * without cookies; the signed token in the URL is the only credential.
   */
  @Post('one-click-unsubscribe')
  @HttpCode(HttpStatus.OK)
  async oneClick(@Query('token') token: unknown, @Req() request: Request): Promise<UnsubscribeAnswer> {
    const body: unknown = request.body;
    const value =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['List-Unsubscribe'] : undefined;
    if (value !== 'One-Click') throw new BadRequestException(LINK_MESSAGES.oneClickBody);
    return this.confirmation.unsubscribe(token, CONSENT_FORMS.oneClick, consentContextOf(request));
  }

  @SignUpEmailRequest('resend-confirmation')
  async resend(@Body() dto: ResendConfirmationDto): Promise<ResendConfirmationAnswer> {
    await this.confirmation.resend(dto.email);
    return { message: LINK_MESSAGES.resent };
  }

  /** The way back to the preferences page when its link has expired or is broken. */
  @SignUpEmailRequest('preferences-link')
  async preferencesLink(@Body() dto: ResendConfirmationDto): Promise<ResendConfirmationAnswer> {
    await this.confirmation.sendPreferencesLink(dto.email);
    return { message: LINK_MESSAGES.preferencesLinkSent };
  }
}
