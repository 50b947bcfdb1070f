import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { reportVisit } from '../lib/report-visit';
import { whenIdle } from '../lib/when-idle';
import { isAdminPath } from './layout/page-shell';

/**
 * Reports each reader page view (every route change) to POST /api/visits, once the browser is idle;
 * the admin's own screens are not visits.
 */
export function VisitTracker() {
  const [location] = useLocation();
  useEffect(() => {
    if (!isAdminPath(location)) return whenIdle(() => reportVisit(location));
  }, [location]);
  return null;
}
