import { runPostgresConformance } from './conformance-storage.ts';

runPostgresConformance('reads');
