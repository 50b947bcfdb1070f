import { useReleases } from '../../releases/api/releases';
import { ReleaseArtwork } from '../../releases/components/release-artwork';
import { ReleaseCredits } from '../../releases/components/release-credits';
import { ReleaseSources } from '../../releases/components/release-sources';
import { HomeSection } from './home-section';
import { FIVE_UP_GRID, FRESH_DROPS_LIMIT } from './home-sections';

export function FreshDrops() {
  const releases = useReleases();
  const newest = releases.data?.slice(0, FRESH_DROPS_LIMIT);

  return (
    <HomeSection section="releases" query={{ ...releases, data: newest }}>
      {(drops) => (
        <ul className={FIVE_UP_GRID}>
          {drops.map((release) => (
            <li key={release.id} className="group">
              <article>
                <ReleaseArtwork release={release} />
                <h3 className="mt-3 font-display text-lg uppercase leading-tight text-white">{release.title}</h3>
                <ReleaseCredits release={release} />
                <ReleaseSources release={release} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
