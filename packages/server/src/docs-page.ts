import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Router from '@koa/router';
import type { ApiState } from './state.ts';

/** The swagger-ui-dist files the page uses, served by this server (no CDN), with their content types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const assetCache = new Map<string, Promise<Buffer>>();

function swaggerUiDirectory(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * The script that starts Swagger UI on the page, served as a file of its own so that the page's Content-Security-Policy
 * allows no inline script. It reads the document's address from the page. No validator badge (it would call a host).
 */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: document.getElementById('swagger-ui').dataset.specUrl,
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** The page's own style, a file for the same reason. */
const PAGE_STYLE = 'body { margin: 0; } .swagger-ui .topbar { display: none; }\n';

/** This server's own files under /docs/assets, beside Swagger UI's. */
const OWN_ASSETS: Record<string, { type: string; content: string }> = {
  'docs-init.js': { type: 'text/javascript; charset=utf-8', content: INIT_SCRIPT },
  'docs-page.css': { type: 'text/css; charset=utf-8', content: PAGE_STYLE },
};

/** The HTML of the API reference: Swagger UI rendering the document at `specUrl`, with no inline script or style. */
export function docsPageHtml(specUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>bankdir API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <link rel="stylesheet" href="/docs/assets/docs-page.css">
  <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" sizes="32x32">
</head>
<body>
  <div id="swagger-ui" data-spec-url="${escapeAttribute(specUrl)}"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/docs-init.js"></script>
</body>
</html>
`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A page of Swagger UI at `pagePath` rendering the document at `specUrl` (GET /admin/docs), its files from /docs/assets. */
export function mountReferencePage(router: Router<ApiState>, pagePath: string, specUrl: string): void {
  const html = docsPageHtml(specUrl);
  router.get(pagePath, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });
}

/** GET /docs (the human API reference) and GET /docs/assets/:file (Swagger UI's files from the swagger-ui-dist package). */
export function mountDocsPage(router: Router<ApiState>, specUrl: string): void {
  const html = docsPageHtml(specUrl);
  router.get('/docs', (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });
  router.get('/docs/assets/:file', async (ctx, next) => {
    const file = ctx.params.file ?? '';
    const own = Object.hasOwn(OWN_ASSETS, file) ? OWN_ASSETS[file] : undefined;
    if (own) {
      ctx.type = own.type;
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = own.content;
      return;
    }
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) return next();
    let content = assetCache.get(file);
    if (!content) {
      content = readFile(join(swaggerUiDirectory(), file));
      assetCache.set(file, content);
      content.catch(() => assetCache.delete(file));
    }
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = await content;
  });
}
