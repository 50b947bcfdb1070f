import { SectionLink } from '../../../app/layout/section-link';

const WHAT_ARRIVES = [
  ['The spotlight', 'Five emerging artists to hear first: the week’s spotlight.'],
  ['The stories', 'The week’s biggest news, features and reviews, with a line on why each one matters.'],
  ['Fresh drops', 'The new singles, EPs, mixtapes and albums worth your time.'],
] as const;

/** What the newsletter is, when it arrives, and the way to the form. */
export function NewsletterCta() {
  return (
    <section aria-labelledby="newsletter-cta-title" className="bg-yellow-400 text-black">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <p className="text-xs font-black uppercase tracking-[0.3em]">The Cypher newsletter · free</p>
          <h2
            id="newsletter-cta-title"
            className="mt-2 font-display text-4xl uppercase leading-[0.95] tracking-tight sm:text-6xl"
          >
            One email, every Friday
          </h2>
          <p className="mt-3 max-w-md text-base font-medium">
            No noise in between. Every email has a one-click unsubscribe, and we never sell your address.
          </p>
          <SectionLink
            section="subscribe"
            className="mt-6 inline-flex items-center justify-center rounded-sm bg-black px-5 py-3 text-sm font-black uppercase tracking-wider text-yellow-300 hover:bg-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black"
          >
            Get the Friday email
          </SectionLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {WHAT_ARRIVES.map(([title, text]) => (
            <li key={title} className="border-t-4 border-black pt-3">
              <h3 className="font-display text-2xl uppercase leading-none">{title}</h3>
              <p className="mt-2 text-sm font-medium">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
