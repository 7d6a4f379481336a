import * as v from 'valibot';
import { APPLICATION_STATUSES, PLANS, VOTE_CATEGORIES } from '../../constants.ts';
import { BankProductSchema } from '../../schemas/resources.ts';

// The records of a whole-directory archive (docs/operations.md, "Moving a whole directory"): one JSON object per line,
// each with its `record` (not `type`, a field of products). Ids are kept, so that votes, stories, products and applications still name their bank and
// account. Banks are in the bank format of import and export (BankRow, with its id).

export const ARCHIVE_FORMAT = 'bankdir-archive';
export const ARCHIVE_VERSION = 1;

/** The order an archive holds its records in: what a record names always comes before it. */
export const ARCHIVE_RECORD_TYPES = [
  'bank',
  'account',
  'representative',
  'application',
  'vote',
  'story',
  'product',
] as const;
export type ArchiveRecordType = (typeof ARCHIVE_RECORD_TYPES)[number];

const id = v.pipe(v.string(), v.minLength(1));
const at = v.pipe(v.string(), v.isoTimestamp());

export const ArchiveHeaderSchema = v.object({
  record: v.literal('header'),
  format: v.literal(ARCHIVE_FORMAT),
  version: v.literal(ARCHIVE_VERSION),
  exportedAt: at,
});

/** An account with its password hash: never its API keys (their secrets are not stored) nor its sessions. */
export const ArchiveAccountSchema = v.strictObject({
  id,
  name: v.string(),
  plan: v.picklist(PLANS),
  createdAt: at,
  email: v.nullable(v.string()),
  passwordHash: v.nullable(v.string()),
  role: v.picklist(['member', 'operator']),
  state: v.picklist(['active', 'disabled']),
});
export type ArchiveAccount = v.InferOutput<typeof ArchiveAccountSchema>;

export const ArchiveRepresentativeSchema = v.strictObject({ accountId: id, bankId: id });

export const ArchiveApplicationSchema = v.strictObject({
  id,
  accountId: id,
  bankId: id,
  note: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  createdAt: at,
  decidedAt: v.nullable(at),
  decidedBy: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});

export const ArchiveVoteSchema = v.strictObject({
  id,
  accountId: id,
  bankId: id,
  category: v.picklist(VOTE_CATEGORIES),
  isUp: v.boolean(),
  createdAt: at,
  updatedAt: at,
});

export const ArchiveStorySchema = v.strictObject({
  id,
  accountId: id,
  bankId: id,
  text: v.pipe(v.string(), v.minLength(1)),
  tags: v.array(v.picklist(VOTE_CATEGORIES)),
  hidden: v.boolean(),
  thumbsUpBy: v.array(id),
  createdAt: at,
});

const { bankName: _bankName, ...productEntries } = BankProductSchema.entries;
export const ArchiveProductSchema = v.strictObject({ ...productEntries, hidden: v.boolean() });

export type ArchiveRepresentative = v.InferOutput<typeof ArchiveRepresentativeSchema>;
export type ArchiveApplication = v.InferOutput<typeof ArchiveApplicationSchema>;
export type ArchiveVote = v.InferOutput<typeof ArchiveVoteSchema>;
export type ArchiveStory = v.InferOutput<typeof ArchiveStorySchema>;
export type ArchiveProduct = v.InferOutput<typeof ArchiveProductSchema>;

export const ARCHIVE_RECORD_SCHEMAS = {
  account: ArchiveAccountSchema,
  representative: ArchiveRepresentativeSchema,
  application: ArchiveApplicationSchema,
  vote: ArchiveVoteSchema,
  story: ArchiveStorySchema,
  product: ArchiveProductSchema,
} as const;
