/** How a delivery window or a pickup time reads, in the store's time zone (checkout, history, order desk, mails). */

function parts(at: Date | string, timeZone: string) {
  const d = typeof at === 'string' ? new Date(at) : at;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(
    d,
  );
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(d);
  return { day, time };
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
