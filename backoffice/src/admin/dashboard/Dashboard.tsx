import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export function Dashboard() {
  return (
    <Card>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h5" component="h1">Dashboard</Typography>
      </CardContent>
    </Card>
  );
}
