import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, UseGuards } from '@nestjs/common';
import type {
  GenerateRecommendationsResponse,
  PreferencesResponse,
  RecommendationView,
} from '../../shared/contracts/personalization';
import type { JobStatusView } from '../../shared/contracts/jobs';
import { GenerateRecommendationsDto } from './dto/generate-recommendations.dto';
import { GenerateRateLimitGuard } from './generate-rate-limit.guard';
import { RecommendationsQueryDto } from './dto/recommendations-query.dto';
import { SavePreferencesDto } from './dto/save-preferences.dto';
import { SessionQueryDto } from './dto/session-query.dto';
import { PreferencesService } from './preferences.service';
import { RecommendationJobsService } from './recommendation-jobs.service';
import { RecommendationsService } from './recommendations.service';
import { Uncached } from '../public-cache/cache-rules.decorator';

/** Every answer here belongs to one visitor's session: no shared cache may keep it. */
const PRIVATE = ['Cache-Control', 'no-store'] as const;

@Controller('personalization')
export class PersonalizationController {
  constructor(
    private readonly preferences: PreferencesService,
    private readonly recommendations: RecommendationsService,
    private readonly jobs: RecommendationJobsService,
  ) {}

  @Uncached('one visitor session')
  @Get('preferences')
  @Header(...PRIVATE)
  async getPreferences(@Query() query: SessionQueryDto): Promise<PreferencesResponse> {
    return { preferences: await this.preferences.get(query.sessionId) };
  }

  @Post('preferences')
  @HttpCode(HttpStatus.OK)
  @Header(...PRIVATE)
  async savePreferences(@Body() body: SavePreferencesDto): Promise<PreferencesResponse> {
    return { preferences: await this.preferences.save(body.sessionId, body.preferences) };
  }

  @Uncached('one visitor session')
  @Get('recommendations')
  @Header(...PRIVATE)
  listRecommendations(@Query() query: RecommendationsQueryDto): Promise<RecommendationView[]> {
    return this.recommendations.list(query.sessionId, query.limit);
  }

  @Post('generate')
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(GenerateRateLimitGuard)
  @Header(...PRIVATE)
  async generate(@Body() body: GenerateRecommendationsDto): Promise<GenerateRecommendationsResponse> {
    return { jobId: await this.jobs.request(body.sessionId) };
  }

  @Uncached('one visitor session, polled while its job runs')
  @Get('jobs/:id')
  @Header(...PRIVATE)
  jobStatus(@Param('id') id: string, @Query() query: SessionQueryDto): Promise<JobStatusView> {
    return this.jobs.status(id, query.sessionId);
  }
}
