import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as v from 'valibot';
import { absoluteUrl, isHttpUrl } from '../src/index.ts';

describe('URL checks', () => {
  it('accept an internationalised URL however often they run (Node 20 canParse goes wrong once optimised)', () => {
    const schema = v.pipe(v.string(), absoluteUrl('bad'));
    let refused = 0;
    for (let round = 0; round < 50_000; round += 1) {
      const url = round % 2 === 0 ? 'https://bänk.example/' : 'https://plain.example/';
      if (!v.safeParse(schema, url).success || !isHttpUrl(url)) refused += 1;
    }
    assert.equal(refused, 0);
  });

  it('refuse what is not an absolute URL, and isHttpUrl refuses other schemes', () => {
    const schema = v.pipe(v.string(), absoluteUrl('url must be an absolute URL.'));
    const outcome = v.safeParse(schema, 'bank.example/path');
    assert.equal(outcome.success, false);
    assert.equal(outcome.issues?.[0]?.message, 'url must be an absolute URL.');
    assert.equal(isHttpUrl('ftp://bank.example/'), false);
    assert.equal(isHttpUrl('HTTPS://Bank.Example/'), true);
  });
});
