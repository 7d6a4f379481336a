import { isPubliclyVisible, type ProductFields, type ProductRecord } from '@bankdir/core';
import type { Insertable, Selectable } from 'kysely';
import type { ProductsTable } from '../schema/database.ts';

export type ProductRow = Selectable<ProductsTable>;

const nullableNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The stored product as the service sees it; `bankName` comes from the bank. */
export function productRecordOf(row: ProductRow, bankName: string): ProductRecord {
  return {
    id: row.id,
    bankId: row.bankId,
    category: row.category,
    type: row.type,
    name: row.name,
    summary: row.summary,
    details: row.details,
    url: row.url,
    currency: row.currency,
    status: row.status,
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
    effectiveDate: row.effectiveDate,
    displayOrder: nullableNumber(row.displayOrder),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    bankName,
    hidden: Boolean(row.hidden),
  };
}

/** The columns a representative's write sets, with the public flag derived from status and hidden. */
export function productColumnsOf(
  fields: ProductFields,
  nameKey: string,
  hidden: boolean,
): Omit<Insertable<ProductsTable>, 'id' | 'bankId' | 'countryId' | 'createdAt' | 'updatedAt'> {
  return {
    ...fields,
    nameKey,
    features: JSON.stringify(fields.features),
    attributes: JSON.stringify(fields.attributes),
    hidden,
    isPublic: isPubliclyVisible({ status: fields.status, hidden }),
  };
}
