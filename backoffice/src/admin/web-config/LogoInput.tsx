import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, FormLabel, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { webConfig, type WebConfigRecord } from './webConfigApi';

/**
 * The store's logo: shown as it is, replaced at once by choosing a file (its own audited upload,
 * POST /WebpageConfig/logo), so it needs no Save.
 */
export function LogoInput() {
  const record = useRecordContext<WebConfigRecord>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState<string>();
  const [busy, setBusy] = useState(false);
  const logo = uploaded ?? record?.logo;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      setUploaded((await webConfig.uploadLogo(file)).logo);
      notify('Logo saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <FormLabel>Logo</FormLabel>
      {logo ? (
        <Box component="img" src={logo} alt="Current logo" sx={{ maxHeight: 64, maxWidth: 240 }} />
      ) : (
        <Typography color="text.secondary">No logo yet.</Typography>
      )}
      <Button variant="outlined" component="label" startIcon={<PhotoCameraIcon />} disabled={busy}>
        {busy ? 'Uploading…' : 'Upload logo'}
        <input
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          aria-label="Logo file"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </Button>
    </Box>
  );
}
