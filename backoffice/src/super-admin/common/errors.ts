/** The server's message of a failed call (react-admin's HttpError or ours), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const e = error as { body?: { message?: unknown }; message?: unknown } | undefined;
  const m = e?.body?.message ?? e?.message;
  return typeof m === 'string' && m ? m : undefined;
}
