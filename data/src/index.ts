export { defaultCountries } from './countries.ts';
export { buildDataSet, type DataSet, type DataSetBank, defaultDataSet, defaultMarkets } from './dataset.ts';
export { bankIdOf, countryIdOf, marketIdOf, stockIdOf } from './ids.ts';
export { type SampleProduct, sampleProducts } from './sample-products.ts';
export { sampleStories } from './sample-stories.ts';
export { sampleVotes } from './sample-votes.ts';
export { type SeedOptions, type SeedReport, seedDefaultData } from './seed.ts';
export { type SeedCountriesOptions, type SeedCountriesReport, seedCountries } from './seed-countries.ts';
export type * from './types.ts';
