import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LogoMark } from '../../../../app/layout/logo';
import { ADMIN_LOGOUT_URL } from '../../api/auth';
import { AdminNav, type AdminNavProps } from './admin-nav';

const topLink =
  'rounded-sm px-2 py-1 text-xs font-black uppercase tracking-wider text-zinc-300 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400';

/**
 * The admin's own workspace: a sidebar of the admin sections on wide screens,
 * a top bar with the same sections in one row on phones, and the screen
 * beside or below it. No public header or footer: the admin works here.
 */
export function AdminWorkspace({
  nav,
  eyebrow,
  title,
  actions,
  children,
}: {
  nav: AdminNavProps;
  eyebrow?: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <header className="border-b border-zinc-800 bg-[#0b0b0c] lg:border-b-0 lg:border-r">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3 lg:px-5 lg:py-5">
            <Link
              href="/admin-dashboard"
              className="flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-yellow-400"
            >
              <LogoMark size={28} />
              <span className="font-display text-xl uppercase leading-none tracking-tight text-white">
                The Cypher <span className="text-yellow-300">Admin</span>
              </span>
            </Link>
            <div className="flex items-center gap-1 lg:hidden">
              <ExitLinks siteLabel="Site" />
            </div>
          </div>
          <AdminNav {...nav} />
          <div className="mt-auto hidden border-t border-zinc-800 px-5 py-4 lg:flex lg:flex-col lg:gap-1">
            <ExitLinks siteLabel="View Newsletter Site" />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-7xl">
          <div className="flex flex-wrap items-end justify-between gap-4 border-b border-zinc-800 pb-5">
            <div>
              {eyebrow && <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">{eyebrow}</p>}
              <h1 className="mt-1 font-display text-3xl uppercase leading-tight text-white sm:text-4xl">{title}</h1>
            </div>
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </div>
          <div className="pt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** Screens of the admin area before sign-in (landing, login, loading): the wordmark and the screen, nothing public. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-zinc-800 px-4 py-3">
        <div className="mx-auto flex max-w-6xl items-center justify-between">
          <Link href="/" className="flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-yellow-400">
            <LogoMark size={28} />
            <span className="font-display text-xl uppercase leading-none tracking-tight text-white">The Cypher</span>
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </div>
  );
}

/** The two ways out of the admin: back to the public site, or logout. */
function ExitLinks({ siteLabel }: { siteLabel: string }) {
  return (
    <>
      <Link href="/" className={topLink}>
        {siteLabel}
      </Link>
      <a href={ADMIN_LOGOUT_URL} className={topLink}>
        Logout
      </a>
    </>
  );
}
