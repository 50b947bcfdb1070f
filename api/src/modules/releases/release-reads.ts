import type { KeysetPage } from '../../http/keyset-cursor';
import type { ReleaseView } from '../../shared/contracts/content';
import type { ReleaseListQueryDto } from './dto/release-list-query.dto';
import type { ReleasesService } from './releases.service';

/** One page of the public release list: GET /api/releases and the releases page both read it here. */
export async function releasePage(
  releases: ReleasesService,
  query: ReleaseListQueryDto,
): Promise<KeysetPage<ReleaseView>> {
  const page = await releases.listPage(query);
  return { ...page, items: await releases.views(page.items) };
}
