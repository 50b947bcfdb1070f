import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { Header } from './header';

/** /admin, /admin/… and /admin-dashboard bring their own workspace (sidebar, top bar, main): no public header or footer. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(?:$|[/-])/.test(path);
}

export function PageShell({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (isAdminPath(location)) {
    return (
      <div className="min-h-screen bg-[#0b0b0c] text-zinc-100">
        <a
          href="#main"
          className="sr-only z-50 bg-yellow-400 px-4 py-2 font-bold text-black focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        {children}
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col bg-[#0b0b0c] text-zinc-100">
      <a
        href="#main"
        className="sr-only z-50 bg-yellow-400 px-4 py-2 font-bold text-black focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
