import { DeletedSchema, DirectoryError } from '@bankdir/core';
import { foldText, paginationOf } from '@bankdir/core/driver';
import {
  AdminBankBodySchema,
  AdminImportQuerySchema,
  AdminListBanksQuerySchema,
  AdminReasonQuerySchema,
} from '@bankdir/core/query';
import { bankInputOf, freshId, rowsOfRecords } from '@bankdir/core/transfer';
import * as v from 'valibot';
import type { PathParameter } from '../route-definition.ts';
import { AdminBankSchema, ImportResultSchema } from './admin-schemas.ts';
import { type AdminRouteDefinition, type AdminServices, adminRoute, operatorOptions } from './admin-services.ts';
import { checkedBankRow, inBodyTerms } from './bank-checks.ts';
import { importBody, importUpload, MAX_IMPORT_BYTES } from './import-upload.ts';

const bankId: PathParameter = { description: 'The bank, e.g. bank_de_commerzbank.' };
const NO_BANK = 'No bank has this id.';

async function requireBank(services: AdminServices, id: string): Promise<void> {
  if (!(await services.directory.storage.banks.get(id))) throw DirectoryError.notFound(NO_BANK);
}

async function adminBank(services: AdminServices, id: string) {
  const record = await services.directory.storage.banks.get(id);
  const [row] = record ? await rowsOfRecords(services.directory.storage, [record]) : [];
  return row!;
}

export const adminBankRoutes: readonly AdminRouteDefinition[] = [
  adminRoute({
    method: 'GET',
    path: '/banks',
    operationId: 'adminListBanks',
    tag: 'admin-banks',
    summary: 'List banks with every field',
    description:
      'Every bank by name, paginated by cursor, with the fields an operator edits and the public API does not show: alternative hostnames, listings by market key, facts, the whole description.',
    query: AdminListBanksQuerySchema,
    response: v.array(AdminBankSchema),
    paginated: true,
    success: [200],
    async handle({ query }, services) {
      const { limit, startingAfter, endingBefore, search } = query;
      const storage = services.directory.storage;
      const page = await storage.banks.list({
        sortBy: 'name',
        sortOrder: 'asc',
        page: { limit, ...(startingAfter && { startingAfter }), ...(endingBefore && { endingBefore }) },
        ...(search !== undefined && { search: foldText(search) }),
        withTotal: false,
      });
      return {
        data: await rowsOfRecords(storage, page.items),
        pagination: paginationOf(page, limit),
        message: 'Banks retrieved',
      };
    },
  }),
  adminRoute({
    method: 'POST',
    path: '/banks/import',
    operationId: 'adminImportBanks',
    tag: 'admin-banks',
    summary: 'Import banks from a file',
    description: `The body is the file (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB), in \`format\`: jsonl (application/x-ndjson), csv (text/csv) or json (application/json, an array of banks), the fields of docs/operations.md ("Import and export"). Answers each bank as new, changed (with its fields), unchanged or removed (with prune). All or nothing: a file with problems is a 400 BAD_REQUEST listing each at ["body", line] and changes nothing; with dryRun=true nothing changes either.`,
    query: AdminImportQuerySchema,
    upload: importUpload,
    response: ImportResultSchema,
    paginated: false,
    success: [200],
    handle: ({ query, body }, services) => importBody(services, query, body as string),
  }),
  adminRoute({
    method: 'POST',
    path: '/banks',
    operationId: 'adminCreateBank',
    tag: 'admin-banks',
    summary: 'Create a bank',
    description:
      'A new bank from a bank row (the fields of every import format); without `id` it gets bank_<cc>_<name as a slug> when free. Every problem is listed at its field.',
    body: AdminBankBodySchema,
    response: AdminBankSchema,
    paginated: false,
    success: [201],
    async handle({ body }, services) {
      const { reason, ...fields } = body;
      const row = await checkedBankRow(services, fields);
      const readable = freshId(row, undefined, new Set());
      const taken = await services.directory.storage.banks.get(readable);
      const id = row.id ?? (taken ? freshId(row, undefined, new Set([readable])) : readable);
      try {
        await services.directory.admin.createBank(bankInputOf(id, row), operatorOptions(services, reason));
      } catch (error) {
        throw inBodyTerms(error);
      }
      return { data: await adminBank(services, id), message: 'Bank created', created: true };
    },
  }),
  adminRoute({
    method: 'PUT',
    path: '/banks/:id',
    operationId: 'adminReplaceBank',
    tag: 'admin-banks',
    summary: 'Replace a bank',
    description:
      'Replaces every field of the bank with the body\'s bank row (a field left out is emptied); the id stays: an `id` in the body must be the path\'s, or it is a 400 BAD_REQUEST with an issue at ["body", "id"]. The audit entry holds the bank before and after.',
    pathParameters: { id: bankId },
    body: AdminBankBodySchema,
    response: AdminBankSchema,
    paginated: false,
    success: [200],
    notFound: NO_BANK,
    checkFirst: ({ id }, services) => requireBank(services, id!),
    async handle({ params, body }, services) {
      const id = params.id!;
      await requireBank(services, id); // 404 before the body's checks against the countries and markets
      const { reason, id: given, ...fields } = body;
      const row = await checkedBankRow(
        services,
        fields,
        given === undefined || given === id
          ? []
          : [{ field: 'id', message: `id must be ${id}, the path's: a bank's id never changes` }],
      );
      const { id: _same, ...patch } = bankInputOf(id, row);
      try {
        await services.directory.admin.updateBank(id, patch, operatorOptions(services, reason));
      } catch (error) {
        throw inBodyTerms(error);
      }
      return { data: await adminBank(services, id), message: 'Bank replaced' };
    },
  }),
  adminRoute({
    method: 'DELETE',
    path: '/banks/:id',
    operationId: 'adminDeleteBank',
    tag: 'admin-banks',
    summary: 'Delete a bank',
    description: 'Removes the bank with its votes, stories and products; data holds the removed id.',
    pathParameters: { id: bankId },
    query: AdminReasonQuerySchema,
    response: DeletedSchema,
    paginated: false,
    success: [200],
    notFound: NO_BANK,
    checkFirst: ({ id }, services) => requireBank(services, id!),
    async handle({ params, query }, services) {
      const deleted = await services.directory.admin.deleteBank(params.id!, operatorOptions(services, query.reason));
      return { data: deleted, message: 'Bank deleted' };
    },
  }),
];
