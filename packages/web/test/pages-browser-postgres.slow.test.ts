import { skipWithoutPostgres } from '../../postgres/test/support/index.ts';
import { describeBrowserJourneys, POSTGRES_LOOKS } from './helpers/browser-journeys.ts';
import { skipWithoutChromium } from './helpers/chromium.ts';

// The same browser journeys as pages-browser.slow.test.ts over PostgreSQL, on the server BANKDIR_TEST_POSTGRES_URL
// names (scripts/with-postgres.sh starts a throw-away one). A file of its own, so that it runs beside the SQLite one in
// the slow tier. Without PostgreSQL (or Chromium) it says so and skips, except under CI, where it fails.

describeBrowserJourneys('postgres', POSTGRES_LOOKS, skipWithoutChromium ? false : skipWithoutPostgres());
