import { Alert, Box, Button, Card, CardContent, CardHeader } from '@mui/material';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFound } from '../../shared/states/NotFound';
import { MyRequests } from './MyRequests';
import { ProductRequestFields } from './ProductRequestFields';
import { useProductRequest } from './useProductRequest';

/**
 * Spec 2.15 product add / edit prototypes made real: 'Send Request for Add' files a pending item in
 * the super-admin review queue for this store. Cancel goes back to the inventory.
 */
export function ProductRequestPage({ mode }: { mode: 'add' | 'edit' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const itemId = mode === 'edit' && id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  const p = useProductRequest(mode, itemId);
  // Another store's item (the API answers 404) or no item at all: say so, never an empty form.
  if (mode === 'edit' && (itemId === undefined || p.item.error))
    return <NotFound what="Inventory item" back="/admin/inventory-list" backLabel="Inventory List" />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        py: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Title title={mode === 'add' ? 'Add product' : 'Edit product'} />
      <Card
        key={p.formKey}
        component="form"
        onSubmit={p.submit}
        noValidate
        aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
      >
        <CardHeader
          title={mode === 'add' ? 'Add product' : `Edit product: ${p.item.data?.itemDescription ?? ''}`}
          subheader="The super-admin reviews the request and adds the product to the catalogue."
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        />
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <ProductRequestFields p={p} mode={mode} />
          {p.error && <Alert severity="error">{p.error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/admin/inventory-list')}>Cancel</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={p.busy || (p.touched && Object.keys(p.errs).length > 0)}
            >
              Send Request for Add
            </Button>
          </Box>
        </CardContent>
      </Card>
      <MyRequests />
    </Box>
  );
}
