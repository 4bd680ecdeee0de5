import type { BeverageApi } from '@domain/api/beverages';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { beverageBody, BeverageFields, BeverageFormValues, formProblem, formValuesOf } from '../common/BeverageFields';
import { serverMessage } from '../common/errors';
import { SAVE_FAILED } from '../common/messages';
import { useAttributeLists } from '../common/useAttributeLists';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';
import { ImagePicker } from './ImagePicker';

/**
 * Spec 2.14 product edit page (route parameter id; 'new' adds one): every field, the image with a
 * preview, 'Save Changes' back to the inventory page; a failure shows the spec's message.
 */
export function ProductEditPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lists = useAttributeLists();
  const beverage = useQuery({
    queryKey: ['beverageinventory', id],
    queryFn: () => dp.call<BeverageApi>('GET', `beverageinventory/${encodeURIComponent(id)}`),
    enabled: !isNew,
  });
  const [values, setValues] = useState<BeverageFormValues | null>(
    isNew ? formValuesOf({ pack_Type: 'Bottle', pack_Quantity: 1 }) : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [saving, setSaving] = useState(false);

  if (beverage.data && !values) setValues(formValuesOf(beverage.data));

  const save = async () => {
    if (!values) return;
    const problem = formProblem(values);
    if (problem) return setError({ text: problem });
    setSaving(true);
    setError(null);
    try {
      let beverageId = Number(id);
      if (isNew) {
        beverageId = (await dp.call<BeverageApi>('POST', 'beverageinventory', { id: 0, ...beverageBody(values) })).id;
      }
      // The image first: a refused image (type, size) then leaves the fields unsaved too.
      if (file) {
        const form = new FormData();
        form.append('id', String(beverageId));
        form.append('file', file);
        await dp.upload('beverageinventory/upload', form);
      }
      if (!isNew)
        await dp.call('PUT', 'beverageinventory/UpdateAllBeverage', [{ id: beverageId, ...beverageBody(values) }]);
      await queryClient.invalidateQueries();
      notify('Changes saved', { type: 'success' });
      navigate('/super-admin/inventory-page');
    } catch (e) {
      setError({ text: SAVE_FAILED, detail: serverMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  if (beverage.isError)
    return (
      <Alert severity="error">
        This beverage could not be loaded. <Link to="/super-admin/inventory-page">Back to the inventory</Link>
      </Alert>
    );
  if (!values) return <CircularProgress sx={{ m: 4 }} aria-label="Loading" />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={isNew ? 'Add beverage' : 'Edit beverage'} />
      <CardContent sx={{ display: 'grid', gap: 3 }}>
        <Typography variant="h5" component="h1">
          {isNew ? 'Add beverage' : `Edit ${beverage.data?.item_Name ?? ''}`}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
          <ImagePicker currentUrl={beverage.data?.image_Url} file={file} onFile={setFile} />
          <BeverageFields values={values} onChange={setValues} lists={lists.data} />
        </Box>
        {error && (
          <Alert severity="error">
            {error.text}
            {error.detail && error.detail !== error.text ? ` (${error.detail})` : ''}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button variant="contained" onClick={save} disabled={saving}>
            Save Changes
          </Button>
          <Button component={Link} to="/super-admin/inventory-page">
            Cancel
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
