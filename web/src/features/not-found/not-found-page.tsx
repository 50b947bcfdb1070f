import { Link } from 'wouter';
import { primaryButton } from '../../components/ui/styles';
import { useDocumentHead } from '../../lib/document-head';

export default function NotFoundPage() {
  useDocumentHead('Page Not Found', 'This page does not exist on The Cypher.');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="font-display text-8xl font-black text-yellow-400">404</p>
      <h1 className="mt-4 font-display text-4xl font-black uppercase text-white">Page Not Found</h1>
      <p className="mt-4 text-zinc-300">
        No route matches this address. If you just added this page, did you forget to add it to the router
        (web/src/app/routes.tsx)?
      </p>
      <Link href="/" className={`${primaryButton} mt-8`}>
        Back to Home
      </Link>
    </section>
  );
}
