import { Link } from 'wouter';
import { primaryButton } from './styles';

/** A page whose record does not exist: what happened, and the way back. */
export function NotFoundPanel({
  title,
  message,
  backHref,
  backLabel,
  className,
}: {
  title: string;
  message: string;
  backHref: string;
  backLabel: string;
  className: string;
}) {
  return (
    <section className={className}>
      <h1 className="font-display text-4xl font-black uppercase text-white">{title}</h1>
      <p className="mt-3 text-zinc-300">{message}</p>
      <Link href={backHref} className={`${primaryButton} mt-8`}>
        {backLabel}
      </Link>
    </section>
  );
}
