/** How a delivery window or a pickup time reads, in the store's time zone (checkout, history, order desk, mails). */

interface Formats {
  day: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

/** The two formats per time zone, made once (making an Intl.DateTimeFormat costs far more than using one). */
const formats = new Map<string, Formats>();
const MAX_ZONES = 100;

function formatsFor(timeZone: string): Formats {
  let f = formats.get(timeZone);
  if (!f) {
    // An unknown zone throws here, as it did when the formats were made on every call (not kept).
    f = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    if (formats.size >= MAX_ZONES) formats.delete(formats.keys().next().value!);
    formats.set(timeZone, f);
  }
  return f;
}

function parts(at: Date | string, timeZone: string) {
  const d = typeof at === 'string' ? new Date(at) : at;
  const f = formatsFor(timeZone);
  return { day: f.day.format(d), time: f.time.format(d) };
}

/** 'Tue, Nov 24, 10:00 AM - 12:00 PM' */
export function formatWindow(start: Date | string, end: Date | string, timeZone: string): string {
  const a = parts(start, timeZone);
  const b = parts(end, timeZone);
  return a.day === b.day ? `${a.day}, ${a.time} - ${b.time}` : `${a.day}, ${a.time} - ${b.day}, ${b.time}`;
}

/** 'Tue, Nov 24, 10:00 AM' */
export function formatMoment(at: Date | string, timeZone: string): string {
  const a = parts(at, timeZone);
  return `${a.day}, ${a.time}`;
}
