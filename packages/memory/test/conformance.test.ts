import { runStorageConformance } from '@bankdir/conformance';
import { createMemoryStorage } from '../src/index.ts';

// Every case of the storage conformance suite, each test on a fresh, empty memory storage.
runStorageConformance({ name: 'memory', openStorage: async () => createMemoryStorage() });
