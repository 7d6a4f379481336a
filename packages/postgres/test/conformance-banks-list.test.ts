import { runPostgresConformance } from './conformance-storage.ts';

runPostgresConformance('banksList');
