export * from './score.ts';
export * from './rank.ts';
