// '@bankdir/kysely/testing': what every engine's tests of the shared SQL share.
export { type OrderedReadCase, type OrderedReadCases, orderedReadCases } from './ordered-read-cases.ts';
