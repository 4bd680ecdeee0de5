import type { LowStock } from '@domain/api/dashboard';
import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

const LOW_STOCK_LINK = `/admin/inventory-list?${new URLSearchParams({ filter: JSON.stringify({ lowStock: true }) })}`;

/** Items at or below the store's low-stock threshold, the lowest first; opens the filtered inventory. */
export function LowStockCard({ lowStock }: { lowStock?: LowStock }) {
  return (
    <Card component="section" aria-label="Low stock">
      <CardHeader
        title="Low stock"
        subheader={lowStock ? `${lowStock.count} items at or below ${lowStock.threshold} units` : 'Loading…'}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to={LOW_STOCK_LINK} size="small" disabled={!lowStock?.count}>
            Show all
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {lowStock && !lowStock.count && (
          <Typography color="text.secondary">Every item is above the threshold.</Typography>
        )}
        <List dense disablePadding>
          {lowStock?.items.map((i) => (
            <ListItem
              key={i.id}
              disableGutters
              secondaryAction={<Typography variant="body2">{i.availableToSell} left</Typography>}
            >
              <ListItemText primary={i.itemDescription} secondary={i.itemNumber} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
