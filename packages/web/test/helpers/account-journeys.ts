import { describe, test } from 'node:test';
import { accountJourney } from './account-journey.ts';
import { chromiumAndServer, skipWithoutChromium } from './chromium.ts';
import { representativeJourney } from './representative-journey.ts';

// The journeys of people with an account, in headless Chromium with JavaScript off, shared by the SQLite and the
// PostgreSQL test files.

/** The journeys over a server on `engine`; `engineSkip` skips them with its reason. */
export function describeAccountJourneys(engine: 'sqlite' | 'postgres', engineSkip: string | false): void {
  describe(`the account pages in a browser without JavaScript, over ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, {
    skip: skipWithoutChromium || engineSkip,
  }, () => {
    const started = chromiumAndServer(engine);

    test('a person signs up, votes in three categories (the bars change), takes one back, writes a story, thumbs up another, creates an API key that reads /v1; axe finds nothing serious on any page, light and dark', async () => {
      await accountJourney(started.browser, started.server);
    });

    test('a person applies to represent a bank, is approved with the bankdir command, adds a draft product (not public), publishes it (on the bank page and in /products); axe finds nothing serious on any page, light and dark', async () => {
      await representativeJourney(started.browser, started.server);
    });
  });
}
