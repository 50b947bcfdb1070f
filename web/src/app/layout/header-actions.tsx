import { Link } from 'wouter';
import { CrownButton } from '../../features/admin/components/crown-button';
import { HeaderSearch } from '../../features/search/components/header-search';

/**
 * The right-hand end of the header. Other areas plug their entry points in here
 * (the personalised feed today; the admin crown button later) without touching
 * the header's layout.
 */
export function HeaderActions() {
  return (
    <>
      <HeaderSearch />
      <Link
        href="/personalized"
        className="rounded-sm border border-yellow-400 whitespace-nowrap px-3 py-1.5 text-xs font-black uppercase tracking-wider text-yellow-300 hover:bg-yellow-400 hover:text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-400"
      >
        For You
      </Link>
      <CrownButton />
    </>
  );
}
