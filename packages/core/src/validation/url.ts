import * as v from 'valibot';

// Node 20's URL.canParse, which valibot's v.url calls, answers false for a valid non-ASCII URL such as
// https://bänk.example/ once V8 has optimised the call (its fast path reads Latin-1 as UTF-8), so every URL check
// parses with the URL constructor instead.

/** Whether `text` parses as an absolute URL. */
export function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether `text` is an absolute http or https URL. */
export function isHttpUrl(text: string): boolean {
  return /^https?:\/\//i.test(text) && isAbsoluteUrl(text);
}

/** valibot's `v.url` (so JSON Schema still says `format: uri`) with the constructor's answer instead of canParse's. */
export function absoluteUrl<const Message extends v.ErrorMessage<v.UrlIssue<string>> | undefined = undefined>(
  message?: Message,
): v.UrlAction<string, Message> {
  return { ...v.url(message as Message), requirement: isAbsoluteUrl };
}
