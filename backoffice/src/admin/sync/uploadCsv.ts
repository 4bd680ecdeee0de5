import type { ImportRejection, UploadedImport } from '@domain/api/inventory-sync';
import { getAdminToken } from '../../shared/session';

export class UploadError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends the file as text/csv with XMLHttpRequest, because fetch cannot report upload progress and
 * a whole store's export can take a while on a slow line.
 */
export function uploadCsv(file: File, onProgress: (fraction: number) => void): Promise<UploadedImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/inventory-sync?fileName=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadedImport);
      else reject(new UploadError(messageOf(body) ?? `Upload failed (${xhr.status}).`, xhr.status));
    };
    xhr.onerror = () =>
      reject(new UploadError('The upload did not reach the server. Check the connection and try again.', 0));
    xhr.send(file);
  });
}

/** The server's message in an error body ({message: '...'}), if it has one. */
function messageOf(body: unknown): string | undefined {
  const m = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof m === 'string' ? m : undefined;
}

/** The rejected rows as a CSV the store can fix and send again. */
export function rejectionsCsv(rows: ImportRejection[]): string {
  const q = (v: string | number) => `"${String(v).replace(/"/g, '""')}"`;
  return ['Line,Item number,Reason', ...rows.map((r) => [r.line, r.itemNumber, r.reason].map(q).join(','))].join(
    '\r\n',
  );
}
