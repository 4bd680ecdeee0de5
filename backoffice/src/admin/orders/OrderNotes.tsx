import type { AdminOrderDetail } from '@domain/api/orders';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from '../common/useStoreTimeZone';
import { Section } from './OrderParts';

/** Notes: the customer's note from checkout, then the staff notes with who and when, and a form to add one. */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const timeZone = useStoreTimeZone();
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await dp.send('POST', `orders/${order.id}/notes`, { body: text });
      setText('');
      notify('Note added.', { type: 'success' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Notes">
      <Typography variant="subtitle2">Customer note</Typography>
      <Typography
        variant="body2"
        sx={{ mb: 1.5, whiteSpace: 'pre-wrap' }}
        color={order.customerNote ? undefined : 'text.secondary'}
      >
        {order.customerNote || 'No note at checkout.'}
      </Typography>
      <Typography variant="subtitle2">Staff notes</Typography>
      {order.notes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No staff notes yet.
        </Typography>
      )}
      {order.notes.map((n) => (
        <Box key={n.id} sx={{ py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {n.body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {n.by}, {formatDateTime(n.at, timeZone)}
          </Typography>
        </Box>
      ))}
      <Box className="no-print" sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label="Add a note"
          size="small"
          multiline
          minRows={1}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button variant="outlined" disabled={busy || !text.trim()} onClick={save}>
          Add note
        </Button>
      </Box>
    </Section>
  );
}
