import type { StoreAdminApi, StoreApi } from '@domain/api/stores';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCreate, useDataProvider, useDelete, useGetList, useNotify, useRecordContext } from 'react-admin';
import { formatDate } from '../../shared/dateTime';
import { serverMessage } from '../common/errors';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/**
 * The store's admin accounts: invite by email (a set-password code goes out by mail), resend the
 * invitation, remove an admin.
 */
export function StoreAdmins() {
  const store = useRecordContext<StoreApi>();
  const notify = useNotify();
  const dp = useDataProvider<SuperAdminDataProvider>();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const admins = useGetList<StoreAdminApi>(
    'store-admins',
    { filter: { storeId: store?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' } },
    { enabled: !!store },
  );
  const [create, { isPending }] = useCreate();
  const [remove] = useDelete();
  if (!store) return null;

  const invite = (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL.test(value)) return setProblem('Please enter a valid email.');
    setProblem(null);
    create(
      'store-admins',
      { data: { storeId: store.id, email: value } },
      {
        onSuccess: () => {
          setEmail('');
          notify(`Invitation sent to ${value}`, { type: 'success' });
          admins.refetch();
        },
        onError: (err) => setProblem(serverMessage(err) ?? 'The invitation could not be sent.'),
      },
    );
  };

  return (
    <Card variant="outlined" sx={{ m: 2, maxWidth: 640 }} component="section" aria-label="Store admins">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Store admins
        </Typography>
        {admins.data?.length ? (
          <List dense>
            {admins.data.map((a) => (
              <ListItem
                key={a.id}
                secondaryAction={
                  <>
                    <Tooltip title="Send a new invitation">
                      <IconButton
                        aria-label={`Resend invitation to ${a.email}`}
                        onClick={() =>
                          dp
                            .call('POST', `admin/store-admins/${a.id}/invite`)
                            .then(() => notify(`Invitation sent to ${a.email}`, { type: 'success' }))
                            .catch((err) =>
                              notify(serverMessage(err) ?? 'The invitation could not be sent.', { type: 'error' }),
                            )
                        }
                      >
                        <SendIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Remove this admin">
                      <IconButton
                        aria-label={`Remove ${a.email}`}
                        onClick={() =>
                          window.confirm(`Remove ${a.email}? They can no longer sign in.`) &&
                          remove(
                            'store-admins',
                            { id: a.id, previousData: a },
                            {
                              onSuccess: () => admins.refetch(),
                              onError: (err) => notify(serverMessage(err) ?? 'Could not remove.', { type: 'error' }),
                            },
                          )
                        }
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemText
                  primary={a.email}
                  secondary={`Since ${formatDate(a.createdAt, store?.timeZone ?? DEFAULT_TIME_ZONE)}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No admin yet.
          </Typography>
        )}
        <Box component="form" onSubmit={invite} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
          <TextField
            size="small"
            type="email"
            label="Admin email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="contained" disabled={isPending}>
            Invite admin
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          The invitation mails a set-password code, valid 7 days, for the Forgot password page.
        </Typography>
        {problem && <Alert severity="error">{problem}</Alert>}
      </CardContent>
    </Card>
  );
}
