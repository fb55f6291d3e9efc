/** The portal's home time zone: documents use it when the reader's is not known. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Whether `name` is an IANA time zone this runtime knows (Europe/Prague, UTC, ...). */
export function isTimeZone(name: string | undefined): name is string {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts of an instant in `timeZone`. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as a document prints it for its reader: `24.11.2026 10:15 (Europe/Berlin)`. */
export function documentDateTime(instant: string | Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(new Date(instant), timeZone);
  return `${two(day)}.${two(month)}.${year} ${two(hour)}:${two(minute)} (${timeZone})`;
}
