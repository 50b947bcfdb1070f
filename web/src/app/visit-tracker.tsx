import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { reportVisit } from '../lib/report-visit';
import { isAdminPath } from './layout/page-shell';

/** Reports each reader page view (every route change) to POST /api/visits; the admin's own screens are not visits. */
export function VisitTracker() {
  const [location] = useLocation();
  useEffect(() => {
    if (!isAdminPath(location)) reportVisit(location);
  }, [location]);
  return null;
}
