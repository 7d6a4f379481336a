import * as v from 'valibot';

/** A free-text query parameter of `min` to `max` characters that is not only spaces, e.g. `search`. */
export function textParam(length: { min: number; max: number }, description: string) {
  const message = `must be ${length.min} to ${length.max} characters, not only spaces.`;
  return v.pipe(
    v.string(message),
    v.description(description),
    v.minLength(length.min, message),
    v.maxLength(length.max, message),
    v.check((text) => text.trim() !== '', message),
  );
}
