import { isPubliclyVisible, type ProductFields, type ProductRecord } from '@bankdir/core/driver';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { productCategories, productStatuses, productTypes } from '../schema/codes.ts';
import type { Database, ProductsTable } from '../schema/database.ts';
import { nullableNumber } from '../schema/numbers.ts';
import { dateOf, dayOf, isoOf } from '../schema/time.ts';

/** A product with its bank's id and name. */
export type ProductRow = Selectable<ProductsTable> & { bankId: string; bankName: string };

/** Selects product rows: the caller narrows it (by id, by seq, by bank) and reads. */
export function selectProductRows(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .innerJoin('banks', 'banks.bankNo', 'products.bankNo')
    .selectAll('products')
    .select(['banks.id as bankId', 'banks.name as bankName']);
}

/** The stored product as the service sees it. */
export function productRecordOf(row: ProductRow): ProductRecord {
  return {
    id: row.id,
    bankId: row.bankId,
    category: productCategories.value(row.category),
    type: productTypes.value(row.type),
    name: row.name,
    summary: row.summary,
    details: row.details,
    url: row.url,
    currency: row.currency,
    status: productStatuses.value(row.status),
    rateType: row.rateType,
    ratePercent: nullableNumber(row.ratePercent),
    rateMinPercent: nullableNumber(row.rateMinPercent),
    rateMaxPercent: nullableNumber(row.rateMaxPercent),
    rateNote: row.rateNote,
    monthlyFeeCents: nullableNumber(row.monthlyFeeCents),
    annualFeeCents: nullableNumber(row.annualFeeCents),
    minimumOpeningDepositCents: nullableNumber(row.minimumOpeningDepositCents),
    minimumBalanceCents: nullableNumber(row.minimumBalanceCents),
    termMonths: nullableNumber(row.termMonths),
    termNote: row.termNote,
    features: JSON.parse(row.features) as string[],
    attributes: JSON.parse(row.attributes) as ProductRecord['attributes'],
    effectiveDate: dateOf(row.effectiveDate),
    displayOrder: nullableNumber(row.displayOrder),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
    bankName: row.bankName,
    hidden: Boolean(row.hidden),
  };
}

/** The columns a representative's write sets, with the public flag derived from status and hidden. */
export function productColumnsOf(
  fields: ProductFields,
  nameKey: string,
  hidden: boolean,
): Omit<Insertable<ProductsTable>, 'seq' | 'id' | 'bankNo' | 'countryNo' | 'createdAt' | 'updatedAt'> {
  return {
    ...fields,
    category: productCategories.code(fields.category),
    type: productTypes.code(fields.type),
    status: productStatuses.code(fields.status),
    effectiveDate: dayOf(fields.effectiveDate),
    nameKey,
    features: JSON.stringify(fields.features),
    attributes: JSON.stringify(fields.attributes),
    hidden,
    isPublic: isPubliclyVisible({ status: fields.status, hidden }),
  };
}
