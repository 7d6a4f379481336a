const MAX_SHOWN = 40;

/** A received value as an issue message shows it: JSON-quoted and cut to 40 characters. */
export function quoteValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
  return typeof value === 'string' ? JSON.stringify(shown) : shown;
}

/** "a or b", "a, b or c": a list of allowed values as a sentence names them. */
export function orList(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
