import * as v from 'valibot';
import type { Problem, SourcedRow } from '../bank-row.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_RECORD_SCHEMAS,
  ARCHIVE_RECORD_TYPES,
  ARCHIVE_VERSION,
  type ArchiveAccount,
  type ArchiveApplication,
  ArchiveHeaderSchema,
  type ArchiveProduct,
  type ArchiveRecordType,
  type ArchiveRepresentative,
  type ArchiveStory,
  type ArchiveVote,
} from './archive-records.ts';

/** A whole-directory archive as read: banks still to be checked against the directory, the rest checked here. */
export interface DirectoryArchive {
  exportedAt: string;
  banks: SourcedRow[];
  accounts: ArchiveAccount[];
  representatives: ArchiveRepresentative[];
  applications: ArchiveApplication[];
  votes: ArchiveVote[];
  stories: ArchiveStory[];
  products: ArchiveProduct[];
}

const LIST_OF = {
  account: 'accounts',
  representative: 'representatives',
  application: 'applications',
  vote: 'votes',
  story: 'stories',
  product: 'products',
} as const;

/** Reads an archive's text: every record's shape, then that every id it names is in the archive; problems name lines. */
export function readArchiveText(text: string, file: string): { archive: DirectoryArchive; problems: Problem[] } {
  const archive: DirectoryArchive = {
    exportedAt: '',
    banks: [],
    accounts: [],
    representatives: [],
    applications: [],
    votes: [],
    stories: [],
    products: [],
  };
  const problems: Problem[] = [];
  const lineOf = new Map<object, number>();
  const problem = (line: number, message: string): void => {
    problems.push({ file, line, message });
  };
  let sawHeader = false;
  // A problem with the line, in words, or undefined when it is read.
  const readLine = (lineText: string, line: number): string | undefined => {
    let value: unknown;
    try {
      value = JSON.parse(lineText);
    } catch (error) {
      return `not valid JSON: ${(error as Error).message}`;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'a line must be a JSON object';
    const { record, ...fields } = value as Record<string, unknown>;
    if (!sawHeader) {
      sawHeader = true;
      const header = v.safeParse(ArchiveHeaderSchema, value);
      if (!header.success)
        return `the first line must be the header {"record":"header","format":"${ARCHIVE_FORMAT}","version":${ARCHIVE_VERSION},"exportedAt":…}`;
      archive.exportedAt = header.output.exportedAt;
      return undefined;
    }
    if (!(ARCHIVE_RECORD_TYPES as readonly unknown[]).includes(record))
      return `record must be one of ${ARCHIVE_RECORD_TYPES.join(', ')}, not ${JSON.stringify(record)}`;
    const recordType = record as ArchiveRecordType;
    if (recordType === 'bank') {
      if (typeof fields.id !== 'string') return 'a bank of an archive must have its id';
      archive.banks.push({ fields, file, line });
      lineOf.set(fields, line);
      return undefined;
    }
    const parsed = v.safeParse(ARCHIVE_RECORD_SCHEMAS[recordType], fields);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return `${recordType}: ${v.getDotPath(issue) ?? 'record'}: ${issue.message.replace(/\.$/, '')}`;
    }
    lineOf.set(parsed.output, line);
    (archive[LIST_OF[recordType]] as object[]).push(parsed.output);
    return undefined;
  };
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++)
    if (lines[index]!.trim() !== '') {
      const message = readLine(lines[index]!, index + 1);
      if (message !== undefined) problem(index + 1, message);
    }
  if (!sawHeader) problem(1, 'the archive is empty: it has no header line');
  checkReferences(archive, (record, message) => problem(lineOf.get(record) ?? 0, message));
  problems.sort((a, b) => a.line - b.line);
  return { archive, problems };
}

/** Every bank an archive's record names must be in the archive, and every id (and vote) must be there once. */
function checkReferences(archive: DirectoryArchive, problem: (record: object, message: string) => void): void {
  const bankIds = new Set<string>();
  for (const { fields } of archive.banks) {
    if (bankIds.has(fields.id as string)) problem(fields, `bank ${fields.id} is in the archive twice`);
    bankIds.add(fields.id as string);
  }
  const accountIds = new Set<string>();
  const emails = new Set<string>();
  for (const account of archive.accounts) {
    if (accountIds.has(account.id)) problem(account, `account ${account.id} is in the archive twice`);
    accountIds.add(account.id);
    const email = account.email?.toLowerCase();
    if (email !== undefined && emails.has(email)) problem(account, `two accounts have the email ${account.email}`);
    if (email !== undefined) emails.add(email);
  }
  // Only banks must be in the archive: the account a record names may belong to no account there (the sample layer's
  // voters, or an embedding app's own sign-in), as the directory itself never checks it.
  const names = (record: { bankId: string }, what: string): boolean => {
    if (bankIds.has(record.bankId)) return true;
    problem(record, `${what} names bank ${record.bankId}, which the archive lacks`);
    return false;
  };
  const once = (kind: string) => {
    const seen = new Set<string>();
    return (record: object, key: string) => {
      if (seen.has(key)) problem(record, `${kind} ${key} is in the archive twice`);
      seen.add(key);
    };
  };
  const representative = once('representative');
  for (const record of archive.representatives)
    if (names(record, 'a representative')) representative(record, `${record.accountId} of ${record.bankId}`);
  const application = once('application');
  for (const record of archive.applications)
    if (names(record, `application ${record.id}`)) application(record, record.id);
  const vote = once('vote');
  const castOnce = once('a vote by');
  for (const record of archive.votes)
    if (names(record, `vote ${record.id}`)) {
      vote(record, record.id);
      castOnce(record, `${record.accountId} on ${record.bankId} in ${record.category}`);
    }
  const story = once('story');
  for (const record of archive.stories)
    if (names(record, `story ${record.id}`)) {
      story(record, record.id);
      if (new Set(record.thumbsUpBy).size !== record.thumbsUpBy.length)
        problem(record, `story ${record.id} has a thumbs-up of one account twice`);
    }
  const product = once('product');
  for (const record of archive.products) {
    if (!bankIds.has(record.bankId))
      problem(record, `product ${record.id} names bank ${record.bankId}, which the archive lacks`);
    product(record, record.id);
  }
}
