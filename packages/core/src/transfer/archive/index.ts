export {
  ARCHIVE_FORMAT,
  ARCHIVE_RECORD_TYPES,
  ARCHIVE_VERSION,
  type ArchiveAccount,
  type ArchiveRecordType,
} from './archive-records.ts';
export { archiveImportOf } from './import-archive.ts';
export { type DirectoryArchive, readArchiveText } from './read-archive.ts';
export { archiveLines } from './write-archive.ts';
