import { DirectoryError } from '@bankdir/core';
import type { WebContext } from '../web-context.ts';

/** The largest form a page accepts: 64 KiB, as the API's JSON bodies. */
const MAX_FORM_BYTES = 64 * 1024;

/** A posted form's fields: the first value of each, as sent (an HTML form's fields are text). */
export type FormFields = Readonly<Record<string, string>>;

/** A posted form: the first value of each field, and every value of each (checkboxes of one name send several). */
export interface PostedForm {
  readonly fields: FormFields;
  readonly lists: Readonly<Record<string, readonly string[]>>;
}

/**
 * Reads an `application/x-www-form-urlencoded` body, the one a form without JavaScript sends. Anything else, or more
 * than 64 KiB, is a 400 the page shows above its form.
 */
export async function readFormBody(ctx: WebContext): Promise<PostedForm> {
  if (!ctx.is('application/x-www-form-urlencoded'))
    throw DirectoryError.badRequest('Send the form as a web browser does (application/x-www-form-urlencoded).', []);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw DirectoryError.badRequest('The form is too large.', []);
    chunks.push(chunk);
  }
  const fields: Record<string, string> = {};
  // No prototype: a field named __proto__ or constructor is a field like any other.
  const lists: Record<string, string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (!(name in fields)) fields[name] = value;
    const list = lists[name];
    if (list) list.push(value);
    else lists[name] = [value];
  }
  return { fields, lists };
}
