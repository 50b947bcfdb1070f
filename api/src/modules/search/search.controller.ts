import { Controller, Get, Query } from '@nestjs/common';
import type { SearchResults } from '../../shared/contracts/search';
import { CachedRead } from '../public-cache/cache-rules.decorator';
import { SearchQueryDto } from './dto/search-query.dto';
import { SearchService } from './search.service';

@Controller('search')
export class SearchController {
  constructor(private readonly service: SearchService) {}

  @CachedRead({ tables: ['articles', 'artists', 'releases', 'events'] })
  @Get()
  search(@Query() query: SearchQueryDto): Promise<SearchResults> {
    return this.service.search(query);
  }
}
