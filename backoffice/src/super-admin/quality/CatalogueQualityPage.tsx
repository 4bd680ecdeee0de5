import type { QualityIssue, QualityReport } from '@domain/catalogue-quality';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { downloadCsv } from '../../shared/downloadCsv';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/**
 * The master catalogue's data-quality report (issue 15): a tile per check with its count, the
 * findings of the chosen check (the first 200; the CSV holds them all) and a CSV download.
 */
export function CatalogueQualityPage() {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const [issue, setIssue] = useState<QualityIssue>('duplicate_barcode');
  const report = useQuery({
    queryKey: ['catalogue-quality'],
    queryFn: () => dp.call<QualityReport>('GET', 'admin/catalogue-quality'),
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
          <Box
            role="list"
            aria-label="Checks"
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
          >
            {report.data.summary.map((s) => (
              <Card
                key={s.issue}
                role="listitem"
                variant={s.issue === issue ? 'elevation' : 'outlined'}
                sx={{ borderColor: s.issue === issue ? 'primary.main' : undefined }}
              >
                <CardActionArea onClick={() => setIssue(s.issue)} aria-pressed={s.issue === issue}>
                  <CardContent>
                    <Typography variant="h5" component="p" color={s.count ? 'warning.main' : 'success.main'}>
                      {s.count}
                    </Typography>
                    <Typography variant="body2">{s.label}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
          <Typography variant="h6" component="h2">
            {chosen?.label}
            {chosen && chosen.count > findings.length ? ` (first ${findings.length} of ${chosen.count})` : ''}
          </Typography>
          {findings.length ? (
            <Table size="small" aria-label={chosen?.label}>
              <TableHead>
                <TableRow>
                  <TableCell>Item#</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Detail</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {findings.map((f) => (
                  <TableRow key={`${f.issue}-${f.beverageId}`} hover>
                    <TableCell>{f.itemNumber}</TableCell>
                    <TableCell>
                      <Link to={`/super-admin/product-edit-page/${f.beverageId}`}>{f.itemName}</Link>
                    </TableCell>
                    <TableCell>{f.detail}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Alert severity="success">Nothing to fix here.</Alert>
          )}
        </>
      )}
    </Box>
  );
}
