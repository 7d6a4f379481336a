export * from './rank.ts';
export * from './score.ts';
