import { type Directory, DirectoryError, isDirectoryError } from '@bankdir/core';
import {
  type BankTextFormat,
  csv,
  currentBanks,
  importBankRows,
  jsonLines,
  readBanksText,
} from '@bankdir/core/transfer';
import { CSRF_FIELD, type PluginRouter } from '@bankdir/server';
import { type AccountsOf, sessionOfRequest } from '../accounts/sessions.ts';
import type { PageContent } from '../layout.ts';
import { notFoundPage } from '../pages/errors.ts';
import type { WebContext } from '../web-context.ts';
import { answerRefusal, type ConsoleRoutes } from './console-routes.ts';
import { doneHref } from './done-messages.ts';
import { operatorOptions, requireOperator } from './operator-session.ts';
import { importPreviewPage, type PreviewedImport, transferPage } from './transfer-page.ts';
import { readUpload, type Upload } from './upload-body.ts';

type Send = (ctx: WebContext, page: PageContent) => Promise<void>;

/** The formats of an export, by the download's extension. */
const EXPORTS = {
  jsonl: { type: 'application/x-ndjson; charset=utf-8', write: jsonLines },
  csv: { type: 'text/csv; charset=utf-8', write: csv },
} as const;

/**
 * Import and export: the page, the downloads, the dry run of an uploaded file (multipart, which mountForm does not
 * read) and its confirmation, which applies it all or nothing.
 */
export function mountTransferRoutes(
  routes: ConsoleRoutes,
  router: PluginRouter,
  directory: Directory,
  accounts: AccountsOf,
  send: Send,
): void {
  routes.page('/admin/transfer', async (request) => transferPage(request));
  for (const [extension, format] of Object.entries(EXPORTS))
    routes.download(`/admin/export.${extension}`, async (ctx) => {
      ctx.type = format.type;
      ctx.set('Content-Disposition', `attachment; filename="banks.${extension}"`);
      ctx.body = format.write(await currentBanks(directory.storage));
    });

  const upload = (
    path: string,
    handle: (ctx: WebContext, posted: Upload, reason: string) => Promise<PageContent | string>,
  ) =>
    router.post(path, async (koaContext) => {
      const ctx = koaContext as WebContext;
      const service = accounts();
      if (!service) return send(ctx, notFoundPage(ctx.path));
      const session = await sessionOfRequest(ctx, accounts);
      try {
        const operator = requireOperator(session);
        const posted = await readUpload(ctx);
        service.checkCsrf(operator, posted.fields[CSRF_FIELD]);
        const outcome = await handle(ctx, posted, posted.fields.reason ?? '');
        if (typeof outcome === 'string') {
          ctx.redirect(outcome);
          ctx.status = 303;
        } else await send(ctx, outcome);
      } catch (error) {
        if (await answerRefusal(ctx, error, send)) return;
        if (!isDirectoryError(error) || error.status >= 500) throw error;
        // A problem of the file or the form: the import page again, with it beside its field or above the form.
        const problems = new Map(error.issues?.map((issue) => [String(issue.path.at(-1) ?? ''), issue.message]) ?? []);
        const form = { values: {}, problems };
        await send(
          ctx,
          transferPage({ directory, ctx, session }, { status: error.status, form, message: error.message }),
        );
      }
    });

  const planOf = async (previewed: PreviewedImport, dryRun: boolean, ctx: WebContext) => {
    const session = await sessionOfRequest(ctx, accounts);
    const read = readBanksText(previewed.text, formatOf(previewed), previewed.filename);
    return importBankRows(directory, read, {
      prune: previewed.prune,
      dryRun,
      operator: operatorOptions(requireOperator(session), previewed.reason),
    });
  };
  upload('/admin/import', async (ctx, posted, reason) => {
    const file = posted.files.file;
    if (!file || file.filename === '')
      throw DirectoryError.badRequest('Choose a file.', [{ path: ['file'], message: 'Choose the file to import.' }]);
    const previewed = {
      filename: file.filename,
      text: file.text,
      format: posted.fields.format ?? '',
      prune: posted.fields.prune === 'true',
      reason,
    };
    const { plan } = await planOf(previewed, true, ctx);
    return importPreviewPage(await sessionOfRequest(ctx, accounts), plan, previewed);
  });
  upload('/admin/import/confirm', async (ctx, posted, reason) => {
    const previewed = {
      filename: posted.fields.filename ?? 'upload',
      text: posted.fields.content ?? '',
      format: posted.fields.format ?? '',
      prune: posted.fields.prune === 'true',
      reason,
    };
    const { plan, applied } = await planOf(previewed, false, ctx);
    // The file was checked at the preview; the directory may have changed since, so it is checked again.
    if (!applied) return importPreviewPage(await sessionOfRequest(ctx, accounts), plan, previewed);
    return doneHref('/admin/transfer', 'imported');
  });
}

/** The format chosen, else the one the file's name says; a name that says none is a problem beside the format. */
function formatOf(previewed: PreviewedImport): BankTextFormat {
  if (previewed.format === 'jsonl' || previewed.format === 'csv' || previewed.format === 'json')
    return previewed.format;
  const extension = /\.([a-z]+)$/i.exec(previewed.filename)?.[1]?.toLowerCase();
  if (extension === 'jsonl' || extension === 'ndjson') return 'jsonl';
  if (extension === 'csv' || extension === 'json') return extension;
  throw DirectoryError.badRequest('Say the format.', [
    { path: ['format'], message: 'Choose the format: the file name ends with none of .jsonl, .csv or .json.' },
  ]);
}
