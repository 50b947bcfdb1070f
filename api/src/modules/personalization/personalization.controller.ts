import { PRIVATE_ANSWER } from '../../http/private-answer';
import { PrivateRead } from '../../http/private-read.decorator';
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { generateRecommendationsLimit } from '../../rate-limit/abuse-limits';
import { LimitPerClient } from '../../rate-limit/limit-per-client';
import type {
  GenerateRecommendationsResponse,
  PreferencesResponse,
  RecommendationView,
} from '../../shared/contracts/personalization';
import type { ChartEntryView } from '../../shared/contracts/content';
import type { JobStatusView } from '../../shared/contracts/jobs';
import { FollowedChartMoves } from './followed-chart-moves';
import { GenerateRecommendationsDto } from './dto/generate-recommendations.dto';
import { GENERATE_TOO_MANY } from './generate-rate-limit';
import { RecommendationsQueryDto } from './dto/recommendations-query.dto';
import { SavePreferencesDto } from './dto/save-preferences.dto';
import { SessionQueryDto } from './dto/session-query.dto';
import { PreferencesService } from './preferences.service';
import { RecommendationJobsService } from './recommendation-jobs.service';
import { RecommendationsService } from './recommendations.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('personalization')
export class PersonalizationController {
  constructor(
    private readonly preferences: PreferencesService,
    private readonly recommendations: RecommendationsService,
    private readonly jobs: RecommendationJobsService,
    private readonly chartMovesOfFollows: FollowedChartMoves,
  ) {}

  @PrivateRead('one visitor session')
  @Get('preferences')
  async getPreferences(@Query() query: SessionQueryDto): Promise<PreferencesResponse> {
    return { preferences: await this.preferences.get(query.sessionId) };
  }

  @Post('preferences')
  @HttpCode(HttpStatus.OK)
  @Header(...PRIVATE_ANSWER)
  async savePreferences(@Body() body: SavePreferencesDto): Promise<PreferencesResponse> {
    return { preferences: await this.preferences.save(body.sessionId, body.preferences) };
  }

  // Kept per URL (so per session) by this process, invalidated by any write to what it reads (the follows that
  // lead the list included); sent no-store.
  @CachedRead({
    tables: [
      'personalized_recommendations',
      'user_preferences',
      'articles',
      'artist_follows',
      'subscriber_sessions',
      'article_artist_mentions',
      'artists',
    ],
    perVisitor: true,
  })
  @Get('recommendations')
  @Header(...PRIVATE_ANSWER)
  listRecommendations(@Query() query: RecommendationsQueryDto): Promise<RecommendationView[]> {
    return this.recommendations.list(query.sessionId, query.limit);
  }

  // The newest weekly chart's songs by the artists the session follows; kept per URL like the list above.
  @CachedRead({
    tables: ['streaming_charts', 'chart_weeks', 'artist_follows', 'subscriber_sessions'],
    perVisitor: true,
  })
  @Get('chart-moves')
  @Header(...PRIVATE_ANSWER)
  chartMoves(@Query() query: SessionQueryDto): Promise<ChartEntryView[]> {
    return this.chartMovesOfFollows.for(query.sessionId);
  }

  @Post('generate')
  @HttpCode(HttpStatus.ACCEPTED)
  @LimitPerClient(generateRecommendationsLimit, GENERATE_TOO_MANY)
  @Header(...PRIVATE_ANSWER)
  async generate(@Body() body: GenerateRecommendationsDto): Promise<GenerateRecommendationsResponse> {
    return { jobId: await this.jobs.request(body.sessionId) };
  }

  @PrivateRead('one visitor session, polled while its job runs')
  @Get('jobs/:id')
  jobStatus(@Param('id') id: string, @Query() query: SessionQueryDto): Promise<JobStatusView> {
    return this.jobs.status(id, query.sessionId);
  }
}
