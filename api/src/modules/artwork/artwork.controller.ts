import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { ARTWORK_FILE, type ArtworkKind } from '../../shared/domain/artwork';
import { Uncached } from '../public-cache/cache-rules.decorator';
import { ArtworkQueryDto } from './artwork-query.dto';
import { ArtworkService } from './artwork.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An address without the current version (an old link, or none): short-lived, so a rename shows soon. */
const REVALIDATE = 'public, max-age=300';
const WHY_UNCACHED =
  'SVG, not JSON: browsers and proxies keep it, immutable under its versioned address, revalidated by ETag otherwise';

/**
 * Generated artwork of the items that carry no image of their own, as SVG:
 * `/api/art/articles/:id/cover.svg`, `/api/art/artists/:id/portrait.svg`,
 * `/api/art/releases/:id/cover.svg`. The pages link it with `?v=` (see
 * shared/domain/artwork), which makes the answer immutable.
 */
@Controller('art')
export class ArtworkController {
  constructor(private readonly artwork: ArtworkService) {}

  @Uncached(WHY_UNCACHED)
  @Get(`articles/:id/${ARTWORK_FILE.articles}`)
  articleCover(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ArtworkQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.send('articles', id, query, request, response);
  }

  @Uncached(WHY_UNCACHED)
  @Get(`artists/:id/${ARTWORK_FILE.artists}`)
  artistPortrait(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ArtworkQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.send('artists', id, query, request, response);
  }

  @Uncached(WHY_UNCACHED)
  @Get(`releases/:id/${ARTWORK_FILE.releases}`)
  releaseCover(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ArtworkQueryDto,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.send('releases', id, query, request, response);
  }

  private async send(
    kind: ArtworkKind,
    id: number,
    query: ArtworkQueryDto,
    request: Request,
    response: Response,
  ): Promise<void> {
    const { svg, version } = await this.artwork.draw(kind, id);
    const etag = `"art-${kind}-${id}-${version}"`;
    response.setHeader('Cache-Control', query.v === version ? IMMUTABLE : REVALIDATE);
    response.setHeader('ETag', etag);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened on its own may not run script or load anything, whatever it holds.
    response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) {
      response.status(304).end();
      return;
    }
    response.type('image/svg+xml').send(svg);
  }
}
