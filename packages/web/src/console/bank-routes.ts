import { bankEditPage, consoleBankHref, deleteBankPage } from './bank-edit-page.ts';
import { bankFormValues, bankInputOf } from './bank-form-fields.ts';
import { consoleBanksPage } from './banks-page.ts';
import type { ConsoleRequest } from './console-request.ts';
import type { ConsoleRoutes } from './console-routes.ts';
import { doneHref } from './done-messages.ts';
import { operatorOptions } from './operator-session.ts';

const bankIdOf = (request: ConsoleRequest) => request.ctx.params.id ?? '';

/** The banks: the list, a new bank, a bank's form (save or preview its description) and its deletion. */
export function mountBankRoutes(routes: ConsoleRoutes): void {
  routes.page('/admin/banks', consoleBanksPage);
  // Before /admin/banks/:id, which would take "new" for an id.
  routes.page('/admin/banks/new', async (request) => bankEditPage(request, { values: {} }));
  routes.form(
    '/admin/banks/new',
    async (request) => {
      const { fields, operator } = request;
      if (fields.intent === 'preview') return bankEditPage(request, { values: fields, preview: true });
      const bank = await request.directory.admin.createBank(
        bankInputOf(fields),
        operatorOptions(operator, fields.reason),
      );
      return doneHref(consoleBankHref(bank.id), 'bank-created');
    },
    async (request, problem) => bankEditPage(request, { values: {}, problem }),
  );

  routes.page('/admin/banks/:id', async (request) =>
    bankEditPage(request, {
      id: bankIdOf(request),
      values: await bankFormValues(request.directory, bankIdOf(request)),
    }),
  );
  routes.form(
    '/admin/banks/:id',
    async (request) => {
      const { fields, operator } = request;
      const id = bankIdOf(request);
      if (fields.intent === 'preview') {
        await request.directory.banks.get(id);
        return bankEditPage(request, { id, values: fields, preview: true });
      }
      await request.directory.admin.updateBank(id, bankInputOf(fields), operatorOptions(operator, fields.reason));
      return doneHref(consoleBankHref(id), 'bank-saved');
    },
    async (request, problem) => {
      const id = bankIdOf(request);
      await request.directory.banks.get(id);
      return bankEditPage(request, { id, values: {}, problem });
    },
  );

  const deletePage = async (request: ConsoleRequest, problem?: Parameters<typeof deleteBankPage>[2]) =>
    deleteBankPage(request, (await request.directory.banks.get(bankIdOf(request))).data, problem);
  routes.page('/admin/banks/:id/delete', (request) => deletePage(request));
  routes.form(
    '/admin/banks/:id/delete',
    async ({ directory, fields, operator, ctx }) => {
      await directory.admin.deleteBank(ctx.params.id ?? '', operatorOptions(operator, fields.reason));
      return doneHref('/admin/banks', 'bank-deleted');
    },
    deletePage,
  );
}
