import { describe } from 'node:test';
import { adminConformance } from './admin.ts';
import { auditTrailConformance } from './audit-trail.ts';
import { banksDescriptionConformance } from './banks-description.ts';
import { banksListConformance } from './banks-list.ts';
import { banksLookupConformance } from './banks-lookup.ts';
import { concurrencyConformance } from './concurrency.ts';
import { countriesConformance } from './countries.ts';
import type { ConformanceOptions } from './harness.ts';
import { pagingEdgeCasesConformance } from './paging-edge-cases.ts';
import { productsLifecycleConformance } from './products-lifecycle.ts';
import { productsPublicListConformance } from './products-public-list.ts';
import { propertiesConformance } from './properties.ts';
import { queryValidationConformance } from './query-validation.ts';
import { representativeApplicationsConformance } from './representative-applications.ts';
import { scoresAndRanksConformance } from './scores-and-ranks.ts';
import { semanticSearchConformance } from './semantic-search.ts';
import { storiesConformance } from './stories.ts';
import { votesConformance } from './votes.ts';
import { worldAndSearchConformance } from './world-and-search.ts';

/** Every subject of the suite, in the order it runs. */
export const CONFORMANCE_SUBJECTS = {
  banksList: banksListConformance,
  banksLookup: banksLookupConformance,
  pagingEdgeCases: pagingEdgeCasesConformance,
  queryValidation: queryValidationConformance,
  votes: votesConformance,
  scoresAndRanks: scoresAndRanksConformance,
  productsPublicList: productsPublicListConformance,
  productsLifecycle: productsLifecycleConformance,
  countries: countriesConformance,
  stories: storiesConformance,
  worldAndSearch: worldAndSearchConformance,
  admin: adminConformance,
  representativeApplications: representativeApplicationsConformance,
  auditTrail: auditTrailConformance,
  concurrency: concurrencyConformance,
  semanticSearch: semanticSearchConformance,
  banksDescription: banksDescriptionConformance,
  properties: propertiesConformance,
} as const satisfies Record<string, (options: ConformanceOptions) => void>;

export type ConformanceSubject = keyof typeof CONFORMANCE_SUBJECTS;

/**
 * The subjects in three parts of about equal cost, for a driver that runs the suite from three test files so that
 * they run in parallel (the SQLite driver does). Every subject is in exactly one part.
 */
export const CONFORMANCE_PARTS = {
  banksList: ['banksList'],
  reads: [
    'banksLookup',
    'banksDescription',
    'pagingEdgeCases',
    'queryValidation',
    'productsPublicList',
    'productsLifecycle',
    'countries',
    'worldAndSearch',
  ],
  writes: [
    'votes',
    'scoresAndRanks',
    'stories',
    'admin',
    'representativeApplications',
    'auditTrail',
    'concurrency',
    'semanticSearch',
    'properties',
  ],
} as const satisfies Record<string, readonly ConformanceSubject[]>;

/**
 * Registers the storage conformance suite with node:test: every rule of docs/api-contract.md that
 * needs no HTTP, driven through the Directory (raw query strings, as a host passes them) and, where a rule lives
 * there, through the Storage. Each test opens its own storage with `openStorage`, or shares one read-only storage
 * with the other tests of its subject. Call it at the top level of a driver's test file; `part` runs one of
 * CONFORMANCE_PARTS only.
 */
export function runStorageConformance(options: ConformanceOptions, part?: keyof typeof CONFORMANCE_PARTS): void {
  const subjects: readonly ConformanceSubject[] =
    part === undefined ? (Object.keys(CONFORMANCE_SUBJECTS) as ConformanceSubject[]) : CONFORMANCE_PARTS[part];
  describe(`storage conformance: ${options.name}${part === undefined ? '' : ` (${part})`}`, () => {
    for (const subject of subjects) CONFORMANCE_SUBJECTS[subject](options);
  });
}
