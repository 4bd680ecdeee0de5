import { getAdminToken } from './session';

/** Fetches a CSV under /api with the admin token and hands it to the browser as a download. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const token = getAdminToken();
  const res = await fetch(`/api/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`The export failed (${res.status}).`);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
