import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export function InventoryPage() {
  return (
    <Card>
      <Title title="Inventory" />
      <CardContent>
        <Typography variant="h5" component="h1">Inventory</Typography>
      </CardContent>
    </Card>
  );
}
