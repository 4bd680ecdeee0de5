import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../admin/common/images';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The same limits the server enforces (415 / 413), checked at once so nobody waits for a refusal. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Only JPEG, PNG or WebP images can be uploaded.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is too large (limit 2 MB).';
  return null;
}

/** Choose an image; shows the chosen file (or the current image) as a preview. */
export function ImagePicker({
  currentUrl,
  file,
  onFile,
}: {
  currentUrl?: string | null;
  file: File | null;
  onFile: (f: File | null) => void;
}) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const src = preview ?? (currentUrl ? `${currentUrl}?w=300` : DEFAULT_PRODUCT_IMAGE);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Box
        component="img"
        src={src}
        alt={preview ? 'New image preview' : 'Current image'}
        sx={{
          width: 200,
          height: 200,
          objectFit: 'contain',
          bgcolor: '#fff',
          border: '1px solid #e0d6cf',
          borderRadius: 1,
        }}
      />
      <Button variant="outlined" component="label" startIcon={<PhotoCameraIcon />}>
        Choose image
        <input
          hidden
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label="Image file"
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (!f) return;
            const p = imageProblem(f);
            setProblem(p);
            onFile(p ? null : f);
          }}
        />
      </Button>
      {file && <Typography variant="body2">New image: {file.name} (saved with the changes)</Typography>}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
