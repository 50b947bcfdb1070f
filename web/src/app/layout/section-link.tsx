import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { scrollToSection } from '../../lib/scroll';

/**
 * A link to a section of the home page ('/#latest'): on the home page it scrolls
 * there; elsewhere it goes home first and the home page scrolls on arrival.
 */
export function SectionLink({
  section,
  className,
  children,
}: {
  section: string;
  className?: string;
  children: ReactNode;
}) {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (location === '/' && scrollToSection(section)) {
      window.history.replaceState(window.history.state, '', `/#${section}`);
      return;
    }
    navigate(`/#${section}`);
  };
  return (
    <a href={`/#${section}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
