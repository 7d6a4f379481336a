// Timestamps cross the storage seam as ISO 8601 UTC strings with milliseconds and are stored as epoch milliseconds;
// calendar dates (YYYY-MM-DD) as yyyymmdd integers. Both keep their order and come back exactly as they went in.

export function msOf(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not a timestamp: ${iso}`);
  return ms;
}

export function isoOf(ms: number | string): string {
  return new Date(Number(ms)).toISOString();
}

export function msOrNull(iso: string | null): number | null {
  return iso === null ? null : msOf(iso);
}

export function isoOrNull(ms: number | string | null): string | null {
  return ms === null ? null : isoOf(ms);
}

export function dayOf(date: string | null): number | null {
  if (date === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  return Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3]);
}

export function dateOf(day: number | string | null): string | null {
  if (day === null) return null;
  const value = Number(day);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(Math.floor(value / 10_000), 4)}-${pad(Math.floor(value / 100) % 100, 2)}-${pad(value % 100, 2)}`;
}
