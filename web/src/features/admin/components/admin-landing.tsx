import { Link } from 'wouter';
import { primaryButton, secondaryButton } from '../../../components/ui/styles';
import { ADMIN_LOGIN_URL } from '../api/auth';
import { AdminLoginScreen } from './login/admin-login-screen';

const FEATURES = [
  { title: 'Articles', text: 'Write, edit and feature hip hop news and long reads.' },
  { title: 'Artists', text: 'Build artist profiles and run the weekly spotlight.' },
  { title: 'Releases', text: 'Track fresh drops: singles, albums, EPs and mixtapes.' },
  { title: 'Events', text: 'List shows and cyphers with dates and ticket status.' },
];

/** /admin when logged out (spec section 2): Admin Login, View Newsletter Site, four feature cards. */
export function AdminLanding({ showLogin, denied }: { showLogin: boolean; denied: boolean }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">The Cypher</p>
      <h1 className="mt-2 font-display text-5xl font-black uppercase text-white">Admin Portal</h1>
      <p className="mt-3 max-w-2xl text-zinc-300">
        Manage the site's content, run the scrapers and the weekly spotlight, and follow the newsletter's subscribers.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={ADMIN_LOGIN_URL} className={primaryButton}>
          Admin Login
        </a>
        <Link href="/" className={secondaryButton}>
          View Newsletter Site
        </Link>
      </div>

      {showLogin && (
        <div className="mt-10">
          <AdminLoginScreen denied={denied} />
        </div>
      )}

      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Admin features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-sm border border-zinc-700 bg-zinc-950 p-5">
            <h2 className="font-display text-xl font-black uppercase text-yellow-300">{feature.title}</h2>
            <p className="mt-2 text-sm text-zinc-300">{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
