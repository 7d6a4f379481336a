import { skipWithoutPostgres } from '../../postgres/test/support/index.ts';
import { describeAccountJourneys } from './helpers/account-journeys.ts';
import { skipWithoutChromium } from './helpers/chromium.ts';

// The same account journeys as accounts-browser.slow.test.ts over PostgreSQL, on the server BANKDIR_TEST_POSTGRES_URL
// names (scripts/with-postgres.sh starts a throw-away one); the bankdir command approves the representative on the
// same database. Without PostgreSQL (or Chromium) it says so and skips, except under CI, where it fails.

describeAccountJourneys('postgres', skipWithoutChromium ? false : skipWithoutPostgres());
