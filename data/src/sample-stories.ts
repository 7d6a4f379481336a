import { VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { foldText, type StoryImport } from '@bankdir/core/driver';
import type { DataSetBank } from './dataset.ts';
import { hashString, seededRandom } from './random.ts';

/** What a sample story names as its subject, by tag. */
const TOPICS: Record<VoteCategory, string> = {
  CRYPTO_FRIENDLY: 'buying and holding crypto',
  CUSTOMER_SERVICE: 'customer service',
  FEES_PRICING: 'fees and pricing',
  DIGITAL_EXPERIENCE: 'the app and online banking',
  SECURITY_TRUST: 'security and trust',
  ACCOUNT_FEATURES: 'account features',
  BRANCH_ATM_ACCESS: 'branches and ATMs',
  INTERNATIONAL_BANKING: 'international payments',
  BUSINESS_BANKING: 'business banking',
  PROCESSING_SPEED: 'how fast things are done',
  TRANSPARENCY: 'how clearly terms are explained',
  INNOVATION: 'new features',
  INVESTMENT_SERVICES: 'investing',
  LENDING: 'loans and mortgages',
};

const BASE_DATE = Date.parse('2025-02-03T10:00:00.000Z');
const DAY = 86_400_000;

/**
 * Sample stories on the data set's banks: made up, deterministic, each text saying so ("Sample story (made-up
 * data)") and naming only its topic, never an experience, with ids `story_<bank>_<n>`, authors and thumbs-ups by
 * `acct_sample_*` accounts. Most banks get none, some up to four, so lists, filters and counts have something to show.
 */
export function sampleStories(banks: readonly DataSetBank[]): StoryImport[] {
  return banks.flatMap((bank) => {
    const random = seededRandom(hashString(`story:${bank.id}`));
    const count = Math.floor(random() * random() * 5);
    return Array.from({ length: count }, (_, index): StoryImport => {
      const picked = random() < 0.5 ? [pick(random), pick(random)] : [pick(random)];
      const tags = [...new Set(picked)];
      const text = `Sample story (made-up data, not a customer's experience) about ${tags.map((tag) => TOPICS[tag]).join(' and ')} at ${bank.name}.`;
      const thumbs = Math.floor(random() * random() * 9);
      return {
        id: `story_${bank.id.slice('bank_'.length)}_${index + 1}`,
        accountId: `acct_sample_${index + 1}`,
        bankId: bank.id,
        text,
        textKey: foldText(text),
        tags,
        hidden: false,
        thumbsUpBy: Array.from({ length: thumbs }, (_, account) => `acct_sample_${account + 1}`),
        createdAt: new Date(BASE_DATE + Math.floor(random() * 500 * DAY)).toISOString(),
      };
    });
  });
}

function pick(random: () => number): VoteCategory {
  return VOTE_CATEGORIES[Math.floor(random() * VOTE_CATEGORIES.length)]!;
}
