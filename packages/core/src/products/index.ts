export * from './lifecycle.ts';
