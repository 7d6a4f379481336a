// The file an import-rate run imports: N generated banks as JSON Lines, each with a description of its own in two
// sections (so that embedding has 2 N distinct texts and no vector comes from another bank's).

const COUNTRIES = ['DE', 'FR', 'US', 'GB', 'JP', 'ES', 'IT', 'NL', 'CH', 'SE'];
const TRADES = ['farmers', 'shipbuilders', 'students', 'exporters', 'dentists', 'bakers', 'miners', 'artists'];

export function generatedBanksJsonLines(count: number): string {
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      country: COUNTRIES[i % COUNTRIES.length],
      name: `Bench Bank ${i}`,
      url: `https://bench-bank-${i}.example.com`,
      alternativeHostnames: i % 3 === 0 ? [`bench-bank-${i}.example.org`] : [],
      ...(i % 4 === 0 && { stocks: [{ market: 'NYSE', symbol: `BB${i}`, primary: true }] }),
      kinds: ['retail'],
      description: `## Overview\n\nBench Bank ${i} was founded in ${1800 + (i % 220)} and serves ${TRADES[i % TRADES.length]} in district ${i}.\n\n## Loans\n\nIt lends to ${TRADES[(i * 7) % TRADES.length]} and small firms, branch number ${i}.`,
    }),
  ).join('\n');
}
