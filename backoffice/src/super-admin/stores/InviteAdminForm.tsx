import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';
import { serverMessage } from '../common/errors';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

/** Invites an admin to the store by email; the invitation mails a set-password code. */
export function InviteAdminForm({ storeId, onInvited }: { storeId: number; onInvited: () => void }) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();

  const invite = (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL.test(value)) return setProblem('Please enter a valid email.');
    setProblem(null);
    create(
      'store-admins',
      { data: { storeId, email: value } },
      {
        onSuccess: () => {
          setEmail('');
          notify(`Invitation sent to ${value}`, { type: 'success' });
          onInvited();
        },
        onError: (err) => setProblem(serverMessage(err) ?? 'The invitation could not be sent.'),
      },
    );
  };

  return (
    <>
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
    </>
  );
}
