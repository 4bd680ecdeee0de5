import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { BeverageFields } from '../common/BeverageFields';
import { useAttributeLists } from '../common/useAttributeLists';
import { ImagePicker } from './ImagePicker';
import { useProductEdit } from './useProductEdit';

/**
 * Spec 2.14 product edit page (route parameter id; 'new' adds one): every field, the image with a
 * preview, 'Save Changes' back to the inventory page; a failure shows the spec's message.
 */
export function ProductEditPage() {
  const { id = 'new' } = useParams();
  const { isNew, beverage, values, setValues, file, setFile, error, saving, save } = useProductEdit(id);
  const lists = useAttributeLists();

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
