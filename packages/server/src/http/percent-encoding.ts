import { unescape as unescapeQuery } from 'node:querystring';
import { DirectoryError, type Issue } from '@bankdir/core';

/** The predicate of the issue, after the name of the parameter. */
export const NOT_UTF8 = 'must be UTF-8 text once percent-decoded (an encoded lone surrogate or a stray byte is not).';

/**
 * Throws BAD_REQUEST when a path parameter or a known query parameter is percent-encoded bytes that are not UTF-8
 * (such as %ED%A0%80, a lone surrogate, or %FF): the router would pass it on still encoded and the query parser as
 * U+FFFD, hiding it from the core's rule for request text (docs/api-contract.md, "Text in requests").
 */
export function checkPercentEncoding(
  params: Readonly<Record<string, string>>,
  querystring: string,
  queryNames: readonly string[],
): void {
  const issues: Issue[] = [];
  // The router leaves a parameter it cannot decode as it came, so a % escape left in it marks one (no id, code or
  // category holds a %).
  for (const [name, value] of Object.entries(params))
    if (!isUtf8Encoded(value)) issues.push({ path: ['path', name], message: `${name} ${NOT_UTF8}` });
  const reported = new Set<string>();
  for (const pair of querystring.split('&')) {
    const [rawName = '', rawValue = ''] = splitOnce(pair.replace(/\+/g, ' '), '=');
    const name = unescapeQuery(rawName);
    if (!queryNames.includes(name) || reported.has(name) || isUtf8Encoded(rawValue)) continue;
    reported.add(name);
    issues.push({ path: ['query', name], message: `${name} ${NOT_UTF8}` });
  }
  if (issues.length > 0) {
    const count = issues.length;
    throw DirectoryError.badRequest(
      `The request has ${count} parameter${count === 1 ? '' : 's'} that ${count === 1 ? 'is' : 'are'} not UTF-8 text.`,
      issues,
    );
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Whether the bytes of `text`, its %XX escapes decoded (a % not followed by two hex digits is itself), are UTF-8. */
function isUtf8Encoded(text: string): boolean {
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return true;
  const bytes = text
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((part) =>
      /^%[0-9A-Fa-f]{2}$/.test(part) ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part),
    );
  try {
    UTF8.decode(Buffer.concat(bytes));
    return true;
  } catch {
    return false;
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
