import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { reportVisit } from '../lib/report-visit';

/** Reports each page view (every route change) to POST /api/visits. */
export function VisitTracker() {
  const [location] = useLocation();
  useEffect(() => {
    reportVisit(location);
  }, [location]);
  return null;
}
