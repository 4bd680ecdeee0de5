import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Card, CardContent } from '@mui/material';
import { FilterList, FilterListItem } from 'react-admin';

/** The inventory's filter sidebar (as in react-admin's Posters Galore demo). */
export function InventoryFilters() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <FilterList label="Sale" icon={<LocalOfferIcon />}>
          <FilterListItem label="On sale" value={{ onSale: true }} />
          <FilterListItem label="Not on sale" value={{ onSale: false }} />
        </FilterList>
        <FilterList label="Stock" icon={<InventoryIcon />}>
          <FilterListItem label="Out of stock" value={{ outOfStock: true, lowStock: undefined }} />
          <FilterListItem label="Low stock (store threshold)" value={{ lowStock: true, outOfStock: undefined }} />
          <FilterListItem label="In stock" value={{ outOfStock: false, lowStock: undefined }} />
        </FilterList>
        <FilterList label="Storefront" icon={<VisibilityIcon />}>
          <FilterListItem label="Available" value={{ isAvailable: true }} />
          <FilterListItem label="Unavailable" value={{ isAvailable: false }} />
        </FilterList>
      </CardContent>
    </Card>
  );
}
