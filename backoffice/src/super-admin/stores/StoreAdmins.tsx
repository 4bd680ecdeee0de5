import type { StoreAdminApi, StoreApi } from '@domain/api/stores';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { Card, CardContent, List, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { InviteAdminForm } from './InviteAdminForm';
import { StoreAdminItem } from './StoreAdminItem';

/**
 * The store's admin accounts: invite by email (a set-password code goes out by mail), resend the
 * invitation, remove an admin.
 */
export function StoreAdmins() {
  const store = useRecordContext<StoreApi>();
  const admins = useGetList<StoreAdminApi>(
    'store-admins',
    { filter: { storeId: store?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' } },
    { enabled: !!store },
  );
  if (!store) return null;
  const refetch = () => void admins.refetch();

  return (
    <Card variant="outlined" sx={{ m: 2, maxWidth: 640 }} component="section" aria-label="Store admins">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Store admins
        </Typography>
        {admins.data?.length ? (
          <List dense>
            {admins.data.map((a) => (
              <StoreAdminItem
                key={a.id}
                admin={a}
                timeZone={store?.timeZone ?? DEFAULT_TIME_ZONE}
                onRemoved={refetch}
              />
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No admin yet.
          </Typography>
        )}
        <InviteAdminForm storeId={store.id} onInvited={refetch} />
      </CardContent>
    </Card>
  );
}
