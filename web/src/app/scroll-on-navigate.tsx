import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new screen starts at its top, unless the address names a section to scroll to (handled by that screen). */
export function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [location]);
  return null;
}
