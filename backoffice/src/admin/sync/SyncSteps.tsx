import type { UploadedImport } from '@domain/api/inventory-sync';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formGrid } from '../common/formGrid';
import { StockRule } from './SyncParts';
import type { InventorySync } from './useInventorySync';

/** Step 0: choose the file; its upload's progress. */
export function UploadStep({ s }: { s: InventorySync }) {
  const { uploadProgress } = s;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={s.busy}>
        Choose CSV file
        <input
          hidden
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label="CSV file"
          onChange={(e) => {
            // Emptied once the upload is over, so that the same file can be chosen again.
            const input = e.target;
            s.pickFile(input.files?.[0]).then(() => (input.value = ''));
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        Item number / SKU, UPC / barcode, description, size, pack, bottles per case, price, sale price, quantity on hand
        and tax columns are recognised by their usual names. Up to 20 MB.
      </Typography>
      <StockRule />
      {uploadProgress !== null && (
        <Box sx={{ width: '100%' }}>
          <LinearProgress variant="determinate" value={uploadProgress * 100} aria-label="Upload progress" />
          <Typography variant="caption">Uploading… {Math.round(uploadProgress * 100)} %</Typography>
        </Box>
      )}
    </Box>
  );
}

/** The file's first rows, under its own headers. */
function SampleTable({ uploaded }: { uploaded: UploadedImport }) {
  return (
    <TableContainer sx={{ maxHeight: 240 }}>
      <Table size="small" stickyHeader aria-label="First rows of the file">
        <TableHead>
          <TableRow>
            {uploaded.headers.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {uploaded.sample.map((row, i) => (
            <TableRow key={i}>
              {uploaded.headers.map((h, j) => (
                <TableCell key={h}>{row[j]}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Step 1: which of the file's columns holds each field, with its first rows and what is still wrong. */
export function MappingStep({ s, uploaded }: { s: InventorySync; uploaded: UploadedImport }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        <strong>{uploaded.fileName}</strong>: {uploaded.rowCount} rows. Check which column holds each field.
      </Typography>
      <Box sx={formGrid(3)}>
        {uploaded.fields.map(({ field, label }) => (
          <TextField
            key={field}
            select
            size="small"
            label={label}
            value={s.mapping[field] ?? ''}
            onChange={(e) => s.setMapping((m) => ({ ...m, [field]: e.target.value || undefined }))}
          >
            <MenuItem value="">
              <em>Not in this file</em>
            </MenuItem>
            {uploaded.headers.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <SampleTable uploaded={uploaded} />
      {s.problems.map((p) => (
        <Alert key={p} severity="warning">
          {p}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={s.restart}>Start over</Button>
        <Button variant="contained" onClick={s.runPreview} disabled={s.busy || s.problems.length > 0}>
          Preview
        </Button>
      </Box>
    </Box>
  );
}
