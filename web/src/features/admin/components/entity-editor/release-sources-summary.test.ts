import { describe, expect, it } from 'vitest';
import type { ReleaseListingView } from '@api/shared/contracts/content';
import { releaseSourcesSummary } from './release-sources-summary';

const listing = (id: number, source: string, edition: string | null = null): ReleaseListingView => ({
  id,
  source,
  url: `https://${source.toLowerCase().replace(/\s/g, '')}.test/${id}`,
  title: edition ? `Glass Hours (${edition})` : 'Glass Hours',
  edition,
});

describe('releaseSourcesSummary', () => {
  it('counts each source once, though it lists two editions', () => {
    const listings = [listing(1, 'Bandcamp'), listing(2, 'Bandcamp', 'Deluxe'), listing(3, 'Apple Music')];
    expect(releaseSourcesSummary(listings)).toBe('Listed by 2 sources. Readers see one release with a link to each.');
  });

  it('says one source in the singular', () => {
    expect(releaseSourcesSummary([listing(1, 'Bandcamp')])).toBe(
      'Listed by 1 source. Readers see one release with a link to each.',
    );
  });

  it('says what readers see of a release typed in on the desk, which no source lists', () => {
    expect(releaseSourcesSummary([])).toBe('No source lists this release yet. Readers see the link typed in here.');
  });
});
