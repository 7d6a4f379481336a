import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { foldText, normalizeHostname } from '@bankdir/core/driver';
import { countryIdOf, defaultDataSet } from '../src/index.ts';

// The data set checked against published lists of banks with a clear licence, where they overlap: banks-db
// (CC-BY-4.0: card-issuing banks with their websites) and the Bundesbank's register of German banks as packaged by
// bankdata-germany (MIT). A bank is matched by country and name; a disagreement is either our mistake or the list being
// out of date, and the second kind is listed below with the reason.

const require = createRequire(import.meta.url);
const banks = defaultDataSet().banks;

/** A name compared loosely: folded, without punctuation, legal forms or the word "bank". */
function nameKey(name: string): string {
  return foldText(name)
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\b(bank|banka|banco|banque|plc|ag|sa|nv|ltd|limited|group|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function namesOf(bank: (typeof banks)[number]): string[] {
  return [bank.name, ...bank.facts.alsoKnownAs, ...bank.facts.formerNames];
}

/** Where banks-db's website is not the bank's own today, and why. */
const BANKS_DB_OTHER_SITE = new Map<string, string>([
  ['bank_ar_santander-argentina', 'santanderrio.com.ar is the address of its former name, Santander Río'],
  ['bank_au_ing-australia', 'ingdirect.com.au is the address of its former name, ING Direct'],
  ['bank_au_suncorp-bank', 'suncorp.com.au is the Suncorp group, which sold the bank to ANZ in 2024'],
  ['bank_ca_td', 'tdcanadatrust.com, the old TD Canada Trust address, leads to td.com'],
  ['bank_cn_china-citic-bank', 'bank.ecitic.com is its former address'],
  ['bank_cn_china-everbright-bank', 'banks-db gives cebbank.cn; the bank publishes its site at cebbank.com'],
  ['bank_de_deutsche-bank', 'matched through its Postbank brand, which keeps a site of its own'],
  ['bank_fr_credit-mutuel', "creditmutuel.com is the group's address; its French customers bank at creditmutuel.fr"],
  ['bank_fr_societe-generale', 'societegenerale.fr leads to its French retail site, particuliers.sg.fr'],
  ['bank_gb_barclays', 'barclaycard.co.uk is the site of its Barclaycard card brand'],
  ['bank_us_truist', 'suntrust.com: SunTrust merged with BB&T into Truist in 2019'],
]);

/** The hostname is one of ours, or a subdomain of one (online.citi.com is citi.com's). */
function isOurs(hostname: string, ours: readonly string[]): boolean {
  const bare = hostname.replace(/^www\./, '');
  return ours.some((host) => bare === host || bare.endsWith(`.${host}`));
}

/** German banks of ours that the register lists under another institution, and why. */
const NOT_IN_REGISTER = new Map<string, string>([
  ['bank_de_consorsbank', 'a brand of BNP Paribas, registered as its German branch'],
  ['bank_de_tomorrow', 'a company that offers its accounts through a partner bank, not a bank itself'],
]);

interface BanksDbEntry {
  name: string;
  country: string;
  localTitle: string;
  engTitle: string;
  url: string;
}

describe('the data set agrees with other published lists where they overlap', () => {
  it('banks-db: a bank both list has its banks-db website among its hostnames', () => {
    const entries = (require('banks-db/banks/index.js') as BanksDbEntry[][]).flat();
    const overlaps: string[] = [];
    const disagreements: string[] = [];
    for (const entry of entries) {
      const keys = new Set([entry.engTitle, entry.localTitle].map(nameKey).filter((key) => key !== ''));
      const ours = banks.find(
        (bank) =>
          bank.countryId === countryIdOf(entry.country) && namesOf(bank).some((name) => keys.has(nameKey(name))),
      );
      if (!ours) continue;
      overlaps.push(ours.id);
      const theirs = normalizeHostname(entry.url);
      const hostnames = [normalizeHostname(ours.url) ?? '', ...ours.alternativeHostnames].map((host) =>
        host.replace(/^www\./, ''),
      );
      if (theirs && !isOurs(theirs, hostnames) && !BANKS_DB_OTHER_SITE.has(ours.id))
        disagreements.push(`${ours.id}: banks-db says ${theirs}, we say ${hostnames.join(', ')}`);
    }
    assert.ok(overlaps.length >= 20, `only ${overlaps.length} banks are in both lists`);
    assert.deepEqual(disagreements, []);
  });

  it('bankdata-germany: every German bank of ours is in the Bundesbank register under one of its names', () => {
    const main = require.resolve('bankdata-germany');
    const register = JSON.parse(readFileSync(join(dirname(main), 'data', 'current.json'), 'utf8')) as Record<
      string,
      [string, string]
    >;
    const registered = [...new Set(Object.values(register).map(([name]) => ` ${nameKey(name)} `))];
    const missing = banks
      .filter((bank) => bank.countryId === countryIdOf('DE') && !NOT_IN_REGISTER.has(bank.id))
      .filter(
        (bank) =>
          !namesOf(bank).some((name) => {
            const key = nameKey(name);
            return key !== '' && registered.some((entry) => entry.includes(` ${key} `));
          }),
      )
      .map((bank) => bank.id);
    assert.deepEqual(missing, []);
  });
});
