// Word lists the data generator builds names from. Accents, non-ASCII letters and mixed case are deliberate: name
// sorting and search must fold them ("Ålandsbanken" among the A's, "bunq" among the B's).

export const BANK_PREFIXES = [
  'Banco', 'Banca', 'Bank', 'Banque', 'Crédit', 'Caixa', 'Caja', 'Sparkasse', 'Raiffeisen', 'Volksbank', 'Société',
  'Spółdzielczy', 'Česká', 'Nationale', 'First', 'United', 'Royal', 'Ærø', 'Ålands', 'Øresund', 'Landsbanki',
  'Coöperatieve', 'Bankhaus', 'Hrvatska', 'Türkiye', 'Érsekújvári', 'Ðakovo', 'Þjóð',
] as const;

export const BANK_CORES = [
  'Nord', 'Süd', 'Atlántico', 'Andino', 'Pacífico', 'Baltic', 'Zürich', 'Łódź', 'Kraków', 'Genève', 'Málaga', 'Île',
  'Straße', 'Citizens', 'Harbor', 'Mutual', 'Savings', 'Trust', 'Capital', 'Rabo', 'Meridian', 'Aurora', 'Fjord',
  'Señorío', 'Côte', 'Dörfli', 'Vltava', 'Tatra', 'Hansa', 'Lumière', 'Orinoco', 'Ñandú', 'Kvarken', 'Ísafjörður',
] as const;

export const BANK_SUFFIXES = [
  'Bank', 'Banken', 'Bancorp', 'Group', 'Trust', 'Savings Bank', 'Credit Union', 'AG', 'SA', 'plc', 'Kasse', 'Banka',
] as const;

/** Names written the way some banks spell themselves: all lower-case or all upper-case. */
export const STYLED_BANK_NAMES = ['bunq', 'ING', 'N26', 'revolut', 'BBVA', 'ÅLANDSBANKEN', 'öko-bank', 'DNB', 'wise'] as const;

export const PRODUCT_WORDS = [
  'Everyday', 'Premium', 'Élite', 'Flex', 'Smart', 'Gold', 'Platinum', 'Student', 'Família', 'Junior', 'Green',
  'Zukunft', 'Ahorro', 'Épargne', 'Rapid', 'Secure', 'Global', 'Local', 'Plus', 'Basic', 'Øko', 'Cœur',
] as const;

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'JPY', 'BRL', 'ISK'] as const;

export const FEATURES = [
  'No monthly fee', 'Contactless payments', 'Free ATM withdrawals abroad', 'Instant notifications', 'Joint account',
  'Overdraft protection', 'Cashback on groceries', 'Travel insurance included', 'Virtual cards',
] as const;

/** Real countries, a few with accented names, then synthetic ones are made up past this list. */
export const SAMPLE_COUNTRIES: readonly (readonly [code: string, name: string])[] = [
  ['AX', 'Åland Islands'], ['AT', 'Austria'], ['BE', 'Belgium'], ['BR', 'Brazil'], ['CA', 'Canada'],
  ['CI', "Côte d'Ivoire"], ['CW', 'Curaçao'], ['CZ', 'Czechia'], ['DE', 'Germany'], ['DK', 'Denmark'],
  ['ES', 'Spain'], ['FI', 'Finland'], ['FR', 'France'], ['GB', 'United Kingdom'], ['HR', 'Croatia'],
  ['IS', 'Iceland'], ['IE', 'Ireland'], ['IT', 'Italy'], ['JP', 'Japan'], ['LT', 'Lithuania'],
  ['MX', 'Mexico'], ['NL', 'Netherlands'], ['NO', 'Norway'], ['PL', 'Poland'], ['PT', 'Portugal'],
  ['RE', 'Réunion'], ['SE', 'Sweden'], ['CH', 'Switzerland'], ['ST', 'São Tomé and Príncipe'], ['TR', 'Türkiye'],
  ['US', 'United States'], ['UY', 'Uruguay'], ['AR', 'Argentina'], ['CL', 'Chile'], ['CO', 'Colombia'],
  ['EE', 'Estonia'], ['GR', 'Greece'], ['HU', 'Hungary'], ['LU', 'Luxembourg'], ['SK', 'Slovakia'],
];

export const COUNTRY_SYLLABLES = ['val', 'dor', 'ia', 'øst', 'mark', 'lun', 'ara', 'ké', 'tes', 'bri', 'zan', 'öl', 'rí', 'na', 'gu'] as const;
