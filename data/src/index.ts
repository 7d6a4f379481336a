export { defaultDataSet, buildDataSet, type DataSet, type DataSetBank } from './dataset.ts';
export { defaultCountries } from './countries.ts';
export { seedDefaultData, type SeedOptions, type SeedReport } from './seed.ts';
export { sampleVotes } from './sample-votes.ts';
export { sampleProducts, type SampleProduct } from './sample-products.ts';
export { bankIdOf, countryIdOf, marketIdOf, stockIdOf } from './ids.ts';
export type * from './types.ts';
