// A custom storage driver written on top of bankdir's storage seam: it wraps the in-memory driver's stores and counts
// every write, then serves a directory like any other driver. The same shape logs, traces or mirrors writes over any
// driver (SQLite, PostgreSQL). Run it with `node examples/custom-storage.mjs` once the packages are built.
import { createDirectory } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { createMemoryStorage } from '@bankdir/memory';

/** The methods of each store that write. */
const WRITES = {
  banks: ['create', 'update', 'delete'],
  stocks: ['replaceForBank'],
  markets: ['upsert'],
  countries: ['upsert'],
  votes: ['cast', 'retract', 'importMany'],
  stories: ['create', 'delete', 'setHidden', 'setThumbsUp', 'importMany'],
  products: ['create', 'replace', 'setStatus', 'setHidden', 'delete'],
  representatives: ['approve', 'revoke'],
  vectors: ['resetIndex', 'replaceBankSections', 'deleteBank'],
};

/** `inner` with each write counted in `counts` (by "store.method"); reads and everything else go straight through. */
function countingStorage(inner, counts) {
  const storage = { ...inner };
  for (const [name, methods] of Object.entries(WRITES)) {
    const store = inner[name];
    if (!store) continue; // a driver may leave the optional stores (vectors) out
    storage[name] = { ...store };
    for (const method of methods) {
      storage[name][method] = (...args) => {
        counts.set(`${name}.${method}`, (counts.get(`${name}.${method}`) ?? 0) + 1);
        return store[method](...args);
      };
    }
  }
  // The storage a transaction hands its work is wrapped too, so writes inside transactions are counted as well.
  storage.transaction = (work) => inner.transaction((bound) => work(countingStorage(bound, counts)));
  return storage;
}

const counts = new Map();
const storage = countingStorage(createMemoryStorage(), counts);
const directory = createDirectory({ storage });

const at = new Date().toISOString();
await storage.countries.upsert(
  { id: 'country_nl', name: 'Netherlands', code: 'NL', emoji: '🇳🇱', nameKey: foldText('Netherlands') },
  at,
);
const bank = await directory.admin.createBank({ name: 'Tulip Bank', url: 'https://tulip.example', countryCode: 'NL' });
await directory.admin.createBank({ name: 'Canal Bank', url: 'https://canal.example', countryCode: 'NL' });
const voter = { accountId: 'acct_example', plan: 'PRO', representsBank: async () => false };
await directory.votes.cast(voter, bank.id, { category: 'CUSTOMER_SERVICE', isUp: true });

const page = await directory.banks.list({ sortBy: 'overall_up', sortOrder: 'desc', include: ['scores'], limit: 5 });
for (const entry of page.data) console.log(`${entry.name}: ${entry.scores.overall.up} up`);
for (const [write, count] of [...counts].sort()) console.log(`${write}: ${count}`);
await directory.close();
