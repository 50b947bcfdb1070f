import { externalHttpUrl } from '@api/shared/domain/safe-url';
import { iconButton } from '../../../components/ui/styles';

const ICON_PATHS: Record<string, string> = {
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  twitter: 'M4 4l16 16M20 4L4 20',
  youtube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 2v6l5-3z',
  website: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20',
  spotify:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7 9c4-1 7-.5 10 1M7.5 12.5c3-.8 6-.4 8.5 1M8 16c2.5-.6 4.5-.3 6.5.7',
  generic: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
};

const LABELS: Record<string, string> = {
  instagram: 'Instagram',
  twitter: 'Twitter',
  x: 'X',
  youtube: 'YouTube',
  website: 'Website',
  spotify: 'Spotify',
};

function iconFor(platform: string, withSpotify: boolean): string {
  const key = platform.toLowerCase();
  if (key === 'x') return ICON_PATHS.twitter;
  if (key === 'spotify' && !withSpotify) return ICON_PATHS.generic;
  return ICON_PATHS[key] ?? ICON_PATHS.generic;
}

/** One icon button per social link (unsafe addresses are skipped), each opening in a new tab. */
export function SocialLinks({
  links,
  artistName,
  withSpotify = false,
}: {
  links: Record<string, string> | null | undefined;
  artistName: string;
  withSpotify?: boolean;
}) {
  const entries = Object.entries(links ?? {})
    .map(([platform, url]) => [platform, externalHttpUrl(typeof url === 'string' ? url : '')] as const)
    .filter(([, url]) => url);
  if (entries.length === 0) return null;
  return (
    <ul aria-label={`${artistName} on social media`} className="flex flex-wrap gap-2">
      {entries.map(([platform, url]) => {
        const name = LABELS[platform.toLowerCase()] ?? platform;
        return (
          <li key={platform}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={iconButton}
              aria-label={`${artistName} on ${name} (opens in a new tab)`}
            >
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d={iconFor(platform, withSpotify)} />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
