import type { QualityFinding, QualityIssue, QualityReport } from '@domain/catalogue-quality';
import {
  Box,
  Button,
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

/** The chosen check's findings, each linking to its product's edit page, with its one-click fix when there is one. */
export function FindingsTable({
  findings,
  label,
  fixing,
  onFix,
}: {
  findings: QualityFinding[];
  label: string | undefined;
  /** The finding whose fix is under way (its button waits). */
  fixing: QualityFinding | null;
  onFix: (finding: QualityFinding) => void;
}) {
  const withFix = findings.some((f) => f.fix);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Item#</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Detail</TableCell>
            {withFix && <TableCell>Fix</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {findings.map((f) => (
            <TableRow key={`${f.issue}-${f.id}`} hover>
              <TableCell>{f.itemNumber}</TableCell>
              <TableCell>
                {f.beverageId ? (
                  <Link to={`/super-admin/product-edit-page/${f.beverageId}`}>{f.itemName}</Link>
                ) : (
                  f.itemName
                )}
              </TableCell>
              <TableCell>{f.detail}</TableCell>
              {withFix && (
                <TableCell>
                  {f.fix && (
                    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                      <Typography variant="body2">{f.fix}</Typography>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={fixing !== null}
                        onClick={() => onFix(f)}
                        aria-label={`Fix ${f.itemName}`}
                      >
                        Fix
                      </Button>
                    </Box>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
