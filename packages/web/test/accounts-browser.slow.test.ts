import { describeAccountJourneys } from './helpers/account-journeys.ts';

// The account pages in headless Chromium with JavaScript off, over SQLite: a person's votes, stories and API key, and a
// representative's products approved from the command line; axe-core on every page met, light and dark. In the slow
// tier (npm run test:slow). Without Chromium it says so and skips, except under CI, where it fails.

describeAccountJourneys('sqlite', false);
