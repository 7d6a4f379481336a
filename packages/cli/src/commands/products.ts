import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { OPERATOR_FLAGS, operatorOptions } from '../operator.ts';
import { print } from '../output.ts';

/** bankdir products hide|unhide PRODUCT_ID: the operator removes a product from public lists, or puts it back. */
export async function productsCommand(args: readonly string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'hide' && sub !== 'unhide') {
    throw new UsageError(
      sub === undefined
        ? 'products: say hide or unhide'
        : `products: unknown subcommand ${JSON.stringify(sub)} (hide, unhide)`,
    );
  }
  const { values, positionals } = parseCommand(`products ${sub}`, rest, OPERATOR_FLAGS, 1);
  const productId = positionals[0];
  if (productId === undefined)
    throw new UsageError(`products ${sub}: say which product, e.g. bankdir products ${sub} prod_…`);
  const product = await withDatabase(await openExisting(databaseTarget(values)), ({ directory }) =>
    sub === 'hide'
      ? directory.admin.hideProduct(productId, operatorOptions(values))
      : directory.admin.unhideProduct(productId, operatorOptions(values)),
  );
  print(values.json, product, () => [
    product.hidden
      ? `Hid ${product.id} (${product.name}, ${product.bankId}): it stays in the managed list, out of every public list.`
      : `Unhid ${product.id} (${product.name}, ${product.bankId}): public lists show it again while it is ${product.status === 'PUBLISHED' ? 'PUBLISHED' : `PUBLISHED (it is ${product.status} now)`}.`,
  ]);
}
