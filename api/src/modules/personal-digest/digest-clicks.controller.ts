import { BadRequestException, Controller, Get, Header, Param, Redirect } from '@nestjs/common';
import { PRIVATE_ANSWER } from '../../http/private-answer';
import { DigestClicksStore } from './digest-clicks.store';
import { DigestLinks } from './digest-links';

/**
 * A story link in a personal digest: the click is counted once per recipient
 * and story, then the reader goes on to the story. The address is built here
 * from the signed story id, never read from the request, so this is no open
 * redirect; a token that does not verify is refused before anything is written.
 */
@Controller('newsletters/r')
export class DigestClicksController {
  constructor(
    private readonly links: DigestLinks,
    private readonly clicks: DigestClicksStore,
  ) {}

  @Get(':token')
  @Header(...PRIVATE_ANSWER)
  @Redirect(undefined, 302)
  async follow(@Param('token') token: string): Promise<{ url: string }> {
    const click = this.links.check(token);
    if (!click) {
      throw new BadRequestException(
        'This newsletter link is damaged or incomplete: copy the whole link from the email, or find the story on the site.',
      );
    }
    await this.clicks.record(click.deliveryId, click.kind, click.articleId);
    return { url: this.links.storyPage(click.articleId) };
  }
}
