import { BadRequestException, Controller, Get, Param, Redirect, Res } from '@nestjs/common';
import type { Response } from 'express';
import { PrivateRead } from '../../http/private-read.decorator';
import { RecognitionService } from '../recognition/recognition.service';
import { DigestClicksStore } from './digest-clicks.store';
import { DigestLinks } from './digest-links';

/**
 * A story link in a personal digest: the click is counted once per recipient
 * and story, then the reader goes on to the story. The address is built here
 * from the signed story id, never read from the request, so this is no open
 * redirect; a token that does not verify is refused before anything is written.
 * Like every link of our emails, it also recognises the reader's browser as
 * the subscriber's (the signed token names their delivery).
 */
@Controller('newsletters/r')
export class DigestClicksController {
  constructor(
    private readonly links: DigestLinks,
    private readonly clicks: DigestClicksStore,
    private readonly recognition: RecognitionService,
  ) {}

  @Get(':token')
  @PrivateRead("counts one recipient's click and recognises their browser")
  @Redirect(undefined, 302)
  async follow(
    @Param('token') token: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ url: string }> {
    const click = this.links.check(token);
    if (!click) {
      throw new BadRequestException(
        'This newsletter link is damaged or incomplete: copy the whole link from the email, or find the story on the site.',
      );
    }
    const subscriptionId = await this.clicks.record(click.deliveryId, click.kind, click.articleId);
    if (subscriptionId !== null) await this.recognition.recogniseFromEmail(subscriptionId, response);
    return { url: this.links.storyPage(click.articleId) };
  }
}
