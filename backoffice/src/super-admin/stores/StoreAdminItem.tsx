import type { StoreAdminApi } from '@domain/api/stores';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { IconButton, ListItem, ListItemText, Tooltip } from '@mui/material';
import { useDataProvider, useDelete, useNotify } from 'react-admin';
import { formatDate } from '../../shared/dateTime';
import { serverMessage } from '../common/errors';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** One admin of the store: email, since when, resend the invitation, remove (asks first). */
export function StoreAdminItem({
  admin: a,
  timeZone,
  onRemoved,
}: {
  admin: StoreAdminApi;
  timeZone: string;
  onRemoved: () => void;
}) {
  const notify = useNotify();
  const dp = useDataProvider<SuperAdminDataProvider>();
  const [remove] = useDelete();
  const resend = () =>
    dp
      .call('POST', `admin/store-admins/${a.id}/invite`)
      .then(() => notify(`Invitation sent to ${a.email}`, { type: 'success' }))
      .catch((err) => notify(serverMessage(err) ?? 'The invitation could not be sent.', { type: 'error' }));
  const askRemove = () =>
    window.confirm(`Remove ${a.email}? They can no longer sign in.`) &&
    remove(
      'store-admins',
      { id: a.id, previousData: a },
      {
        onSuccess: onRemoved,
        onError: (err) => notify(serverMessage(err) ?? 'Could not remove.', { type: 'error' }),
      },
    );
  return (
    <ListItem
      secondaryAction={
        <>
          <Tooltip title="Send a new invitation">
            <IconButton aria-label={`Resend invitation to ${a.email}`} onClick={resend}>
              <SendIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Remove this admin">
            <IconButton aria-label={`Remove ${a.email}`} onClick={askRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <ListItemText primary={a.email} secondary={`Since ${formatDate(a.createdAt, timeZone)}`} />
    </ListItem>
  );
}
