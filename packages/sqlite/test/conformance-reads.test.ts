import { runSqliteConformance } from './conformance-storage.ts';

runSqliteConformance('reads');
