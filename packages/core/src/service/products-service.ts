import { ProductBodySchema, ProductStatusBodySchema, productBodyOf } from '../body/products.ts';
import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { inputOf } from '../options/bodies.ts';
import { listProductsQueryOf } from '../options/products.ts';
import { emptyListPage } from '../paging/keyset.ts';
import { type Page, paginationOf } from '../paging/page.ts';
import type { Principal } from '../principal.ts';
import { compareForBankPage, statusOnCreate, statusOnReplace } from '../product-lifecycle.ts';
import type { ProductRecord } from '../storage.ts';
import { foldText } from '../text/fold.ts';
import { requireBank, requireRepresentative } from './access.ts';
import type { ServiceContext } from './context.ts';
import { viewProduct } from './product-view.ts';

export function productsService(context: ServiceContext): Directory['products'] {
  const { storage } = context;

  /** The checks every representative write makes, in the contract's order: 403, then 404. */
  async function requireOwnProduct(principal: Principal, bankId: string, productId: string): Promise<ProductRecord> {
    await requireRepresentative(principal, bankId);
    await requireBank(context, bankId);
    const product = await storage.products.get(productId);
    if (!product || product.bankId !== bankId)
      throw DirectoryError.notFound(`No product with id ${productId} at bank ${bankId}.`);
    return product;
  }

  async function listOfBank(bankId: string, publicOnly: boolean) {
    const records = await storage.products.listForBank(bankId, { publicOnly });
    return records.map(viewProduct).sort(compareForBankPage);
  }

  return {
    async listAll(options = {}) {
      const query = listProductsQueryOf(options);
      const country =
        query.countryCode === undefined ? undefined : await storage.countries.getByCode(query.countryCode);
      let page: Page<ProductRecord>;
      if (query.countryCode !== undefined && !country) {
        page = await emptyListPage(query.page, async (id) => (await storage.products.get(id)) !== undefined);
      } else {
        page = await storage.products.listPublic({
          ...(query.bankId !== undefined && { bankId: query.bankId }),
          ...(country && { countryId: country.id }),
          ...(query.categories !== undefined && { categories: query.categories }),
          ...(query.types !== undefined && { types: query.types }),
          ...(query.currency !== undefined && { currency: query.currency }),
          ...(query.search !== undefined && { search: foldText(query.search) }),
          ...(query.minRatePercent !== undefined && { minRatePercent: query.minRatePercent }),
          ...(query.maxRatePercent !== undefined && { maxRatePercent: query.maxRatePercent }),
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          page: query.page,
        });
      }
      return {
        data: page.items.map(viewProduct),
        pagination: paginationOf(page, query.page.limit),
        message: 'Products retrieved',
      };
    },

    async listPublished(bankId) {
      await requireBank(context, bankId);
      return { data: await listOfBank(bankId, true), message: 'Products retrieved' };
    },

    async listManaged(principal, bankId) {
      await requireRepresentative(principal, bankId);
      await requireBank(context, bankId);
      return { data: await listOfBank(bankId, false), message: 'Products retrieved' };
    },

    async create(principal, bankId, product) {
      await requireRepresentative(principal, bankId);
      await requireBank(context, bankId);
      const fields = productBodyOf(inputOf(ProductBodySchema, product, 'products.create', 'product'));
      const record = await storage.products.create(
        context.newId('prod'),
        bankId,
        { ...fields, status: statusOnCreate(fields.status) },
        foldText(fields.name),
        context.now(),
      );
      return { data: viewProduct(record), message: 'Product created', created: true };
    },

    async replace(principal, bankId, productId, product) {
      const current = await requireOwnProduct(principal, bankId, productId);
      const fields = productBodyOf(inputOf(ProductBodySchema, product, 'products.replace', 'product'));
      const record = await storage.products.replace(
        productId,
        { ...fields, status: statusOnReplace(fields.status, current.status) },
        foldText(fields.name),
        context.now(),
      );
      if (!record) throw DirectoryError.notFound(`No product with id ${productId} at bank ${bankId}.`);
      return { data: viewProduct(record), message: 'Product updated' };
    },

    async setStatus(principal, bankId, productId, change) {
      await requireOwnProduct(principal, bankId, productId);
      const { status } = inputOf(ProductStatusBodySchema, change, 'products.setStatus', 'status change');
      const record = await storage.products.setStatus(productId, status, context.now());
      if (!record) throw DirectoryError.notFound(`No product with id ${productId} at bank ${bankId}.`);
      return { data: viewProduct(record), message: 'Product status updated' };
    },

    async delete(principal, bankId, productId) {
      await requireOwnProduct(principal, bankId, productId);
      if (!(await storage.products.delete(productId)))
        throw DirectoryError.notFound(`No product with id ${productId} at bank ${bankId}.`);
      return { data: { id: productId }, message: 'Product deleted' };
    },
  };
}
