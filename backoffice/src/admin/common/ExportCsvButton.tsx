import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadCsv } from '../../shared/downloadCsv';

/**
 * 'Export': the list as it is filtered, searched and sorted, every page, as a CSV download from
 * GET /api/admin/<resource>/export.csv (the server streams it).
 */
export function ExportCsvButton({ resource, filename }: { resource: 'orders' | 'inventory'; filename: string }) {
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const query = new URLSearchParams({ filter: JSON.stringify(filterValues ?? {}) });
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order ?? 'ASC']));
  return (
    <Button
      label="Export"
      disabled={total === 0}
      onClick={() =>
        downloadCsv(`admin/${resource}/export.csv?${query}`, filename).catch((e: Error) =>
          notify(e.message, { type: 'error' }),
        )
      }
    >
      <DownloadIcon />
    </Button>
  );
}
