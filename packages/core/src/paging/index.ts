export * from './page.ts';
export * from './keyset.ts';
export * from './order.ts';
