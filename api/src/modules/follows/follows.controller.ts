import { PRIVATE_ANSWER } from '../../http/private-answer';
import { PrivateRead } from '../../http/private-read.decorator';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { followWritesLimit } from '../../rate-limit/abuse-limits';
import { LimitPerClient } from '../../rate-limit/limit-per-client';
import type { FollowView } from '../../shared/contracts/follows';
import { SessionQueryDto } from '../personalization/dto/session-query.dto';
import { RecognitionService } from '../recognition/recognition.service';
import { FollowArtistDto } from './dto/follow-artist.dto';
import { FOLLOWS_TOO_MANY } from './follow-rate-limit';
import { FollowsService } from './follows.service';

/**
 * A reader's followed artists, keyed by their visitor session id; a browser
 * recognised as a subscriber (its signed cookie) follows as the subscription.
 */
@Controller('follows')
export class FollowsController {
  constructor(
    private readonly follows: FollowsService,
    private readonly recognition: RecognitionService,
  ) {}

  @PrivateRead('one visitor session')
  @Get()
  async list(@Query() query: SessionQueryDto, @Req() request: Request): Promise<FollowView[]> {
    return this.follows.list(await this.recognition.followerOf(request, query.sessionId));
  }

  /** 201 for a new follow, 200 when the artist was followed already. */
  @Post()
  @LimitPerClient(followWritesLimit, FOLLOWS_TOO_MANY)
  @Header(...PRIVATE_ANSWER)
  async follow(
    @Body() body: FollowArtistDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FollowView> {
    const follower = await this.recognition.followerOf(request, body.sessionId);
    const { view, created } = await this.follows.follow(follower, body.artistId);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return view;
  }

  @Delete(':artistId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @LimitPerClient(followWritesLimit, FOLLOWS_TOO_MANY)
  @Header(...PRIVATE_ANSWER)
  async unfollow(
    @Param('artistId', ParseIdPipe) artistId: number,
    @Query() query: SessionQueryDto,
    @Req() request: Request,
  ): Promise<void> {
    await this.follows.unfollow(await this.recognition.followerOf(request, query.sessionId), artistId);
  }
}
