import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PRIVATE_ANSWER } from '../../http/private-answer';
import { PrivateRead } from '../../http/private-read.decorator';
import type { RecognitionView } from '../../shared/contracts/recognition';
import { SessionQueryDto } from '../personalization/dto/session-query.dto';
import { RecogniseDto } from './dto/recognise.dto';
import { RecognitionService } from './recognition.service';

/**
 * A browser recognised as a subscriber. The web posts the token of the email
 * link it was opened from, then asks on each visit whom it is recognised as;
 * 'Not me' undoes it.
 */
@Controller('subscriptions/recognition')
export class RecognitionController {
  constructor(private readonly recognition: RecognitionService) {}

  @PrivateRead('one browser, by its cookie')
  @Get()
  current(
    @Query() query: SessionQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecognitionView> {
    return this.recognition.current(request, response, query.sessionId);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Header(...PRIVATE_ANSWER)
  recognise(@Body() body: RecogniseDto, @Res({ passthrough: true }) response: Response): Promise<RecognitionView> {
    return this.recognition.recognise(body.token, body.sessionId, response);
  }

  @Post('not-me')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Header(...PRIVATE_ANSWER)
  async notMe(@Body() body: SessionQueryDto, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.recognition.notMe(body.sessionId, response);
  }
}
