import type { QualityFinding, QualityIssue, QualityReport } from '@domain/catalogue-quality';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';

/** A tile per check with its count; the chosen one is raised, a click chooses another. */
export function QualityTiles({
  summary,
  issue,
  onChoose,
}: {
  summary: QualityReport['summary'];
  issue: QualityIssue;
  onChoose: (issue: QualityIssue) => void;
}) {
  return (
    <Box
      role="list"
      aria-label="Checks"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
    >
      {summary.map((s) => (
        <Card
          key={s.issue}
          role="listitem"
          variant={s.issue === issue ? 'elevation' : 'outlined'}
          sx={{ borderColor: s.issue === issue ? 'primary.main' : undefined }}
        >
          <CardActionArea onClick={() => onChoose(s.issue)} aria-pressed={s.issue === issue}>
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
  );
}

/** The chosen check's findings, each linking to its product's edit page. */
export function FindingsTable({ findings, label }: { findings: QualityFinding[]; label: string | undefined }) {
  return (
    <Table size="small" aria-label={label}>
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
  );
}
