/**
 * Normalises a hostname as stored and as queried alike (docs/api-contract.md): trim, lower-case, accept a full URL and take its
 * host, drop the port and a trailing dot, IDN to punycode, strip one leading `www.`. Returns null when nothing usable is left.
 */
export function normalizeHostname(input: string): string | null {
  let text = input.trim().toLowerCase();
  if (text === '') return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  let host: string;
  try {
    host = new URL(text).hostname; // punycode for IDN, port and credentials dropped
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host === '' || host.startsWith('[')) return host === '' ? null : host;
  return host;
}
