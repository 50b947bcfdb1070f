import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { sendCacheable } from '../../public-cache/cacheable-body';
import { CALENDAR_CONTENT_TYPE, SiteFeeds, SITEMAPS, type SitemapName } from './site-feeds';

const XML_TYPE = 'application/xml; charset=utf-8';

/** Each feed's address, what it answers with and its content type; the response cache keeps them like pages. */
export function siteFeedRoutes(): {
  path: string;
  type: string;
  build: (feeds: SiteFeeds, siteUrl: string) => Promise<string | null> | string;
}[] {
  return [
    { path: '/rss.xml', type: 'application/rss+xml; charset=utf-8', build: (feeds, site) => feeds.rss(site) },
    { path: '/feed.json', type: 'application/feed+json; charset=utf-8', build: (feeds, site) => feeds.jsonFeed(site) },
    { path: '/sitemap.xml', type: XML_TYPE, build: (feeds, site) => feeds.sitemapIndex(site) },
    { path: '/events.ics', type: CALENDAR_CONTENT_TYPE, build: (feeds, site) => feeds.eventsCalendar(site) },
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', build: (feeds, site) => feeds.robots(site) },
    ...(Object.keys(SITEMAPS) as SitemapName[]).map((name) => ({
      path: `/sitemaps/${name}.xml`,
      type: XML_TYPE,
      build: (feeds: SiteFeeds, site: string) => feeds.sitemap(name, site),
    })),
  ];
}

/** /rss.xml, /feed.json, /sitemap.xml (and the sitemaps it names), /events.ics, /robots.txt. */
export function serveSiteFeeds(app: INestApplication, siteUrl: string): void {
  const feeds = app.get(SiteFeeds);
  const routes = new Map(siteFeedRoutes().map((route) => [route.path, route]));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const route = routes.get(request.path);
    if (!route) return next();
    Promise.resolve(route.build(feeds, siteUrl))
      .then((body) => {
        if (body === null) {
          response.status(404).type('text/plain').send('Nothing to list yet.');
          return;
        }
        response.setHeader('Cache-Control', 'no-cache');
        sendCacheable(response, 200, Buffer.from(body), route.type);
      })
      .catch(next);
  });
}
