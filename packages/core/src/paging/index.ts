export * from './keyset.ts';
export * from './order.ts';
export * from './page.ts';
