import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

export function PageShell({ children }: { children: ReactNode }) {
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
