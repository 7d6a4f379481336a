import type { Logger, ServerPlugin } from '@bankdir/server';
import { mountPages } from './mount-pages.ts';
import { siteOf, type WebOptions } from './site.ts';

/**
 * The public web pages as a server plugin: `/`, `/banks`, `/banks/{id}`, `/countries`, `/countries/{code}`,
 * `/products`, `/search`, `/stories`, `/stories/{id}`, their files under `/assets/`, `/sitemap.xml` and `/robots.txt`.
 * They read the directory in process. Mount it with createServer({ plugins: [..., webPages()] }).
 */
export function webPages(options: WebOptions = {}): ServerPlugin {
  const site = siteOf(options);
  let log: Logger | undefined;
  return {
    name: 'web',
    setup(context) {
      log = context.log;
    },
    routes(router, directory) {
      mountPages(router, directory, site, () => log);
    },
  };
}
