import { describeBrowserJourneys, EVERY_LOOK } from './helpers/browser-journeys.ts';

// The public pages in headless Chromium over SQLite: axe-core finds no serious or critical violation on any page, in the
// light and dark themes, at 375 and 1440 px; and a visitor searches from the home page and opens a bank. In the slow
// tier (npm run test:slow). Without Chromium it says so and skips, except under CI, where it fails.

describeBrowserJourneys('sqlite', EVERY_LOOK, false);
