import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { headlineLink } from './styles';

/** A heading whose words are the link to what it names: a story, an issue. */
export function LinkedHeading({
  as: Heading,
  href,
  className,
  id,
  children,
}: {
  as: 'h1' | 'h2' | 'h3';
  href: string;
  className: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Heading id={id} className={className}>
      <Link href={href} className={headlineLink}>
        {children}
      </Link>
    </Heading>
  );
}
