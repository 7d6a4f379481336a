// @bankdir/memory: a bankdir Storage in plain JavaScript structures, for tests, examples and as a driver's reference.

export { createMemoryStorage, type MemoryStorageOptions } from './memory-storage.ts';
