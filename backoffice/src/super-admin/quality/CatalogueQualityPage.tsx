import type { QualityFinding, QualityIssue, QualityReport } from '@domain/catalogue-quality';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { downloadCsv } from '../../shared/downloadCsv';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';
import { FindingsTable, QualityTiles } from './QualityParts';

/**
 * The master catalogue's data-quality report: a tile per check with its count, the
 * findings of the chosen check (the first 200; the CSV holds them all) with their one-click fixes,
 * and a CSV download.
 */
export function CatalogueQualityPage() {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const [issue, setIssue] = useState<QualityIssue>('duplicate_barcode');
  const report = useQuery({
    queryKey: ['catalogue-quality'],
    queryFn: () => dp.call<QualityReport>('GET', 'admin/catalogue-quality'),
  });
  const queryClient = useQueryClient();
  // One fix at a time; the report is asked again afterwards, so counts and rows are the server's.
  const fix = useMutation({
    mutationFn: (f: QualityFinding) =>
      dp.call<{ fixed: string }>('POST', 'admin/catalogue-quality/fix', { issue: f.issue, id: f.id }),
    onSuccess: (r) => notify(`Fixed: ${r.fixed}`, { type: 'success' }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalogue-quality'] }),
  });
  const chosen = report.data?.summary.find((s) => s.issue === issue);
  const findings = report.data?.findings.filter((f) => f.issue === issue) ?? [];
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Data quality" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Data quality
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() =>
            downloadCsv('admin/catalogue-quality/csv', 'catalogue-quality.csv').catch((e) =>
              notify(e.message, { type: 'error' }),
            )
          }
        >
          Download CSV
        </Button>
      </Box>
      {report.isError && <Alert severity="error">The report could not be loaded.</Alert>}
      {report.isLoading && <CircularProgress aria-label="Loading" />}
      {report.data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {report.data.masters} master products checked.
          </Typography>
          <QualityTiles summary={report.data.summary} issue={issue} onChoose={setIssue} />
          <Typography variant="h6" component="h2">
            {chosen?.label}
            {chosen && chosen.count > findings.length ? ` (first ${findings.length} of ${chosen.count})` : ''}
          </Typography>
          {findings.length ? (
            <FindingsTable
              findings={findings}
              label={chosen?.label}
              fixing={fix.isPending ? (fix.variables ?? null) : null}
              onFix={(f) => fix.mutate(f)}
            />
          ) : (
            <Alert severity="success">Nothing to fix here.</Alert>
          )}
        </>
      )}
    </Box>
  );
}
