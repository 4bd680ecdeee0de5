import type { AttributeListResource } from '@domain/api/beverages';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useGetList, useNotify, useUpdate } from 'react-admin';
import { serverMessage } from '../common/errors';
import { SAVE_FAILED } from '../common/messages';
import { AttributeListCard } from './AttributeListCard';

/** The react-admin resource of this page (API resource 'attribute-lists', see superAdminDataProvider). */
export const CONFIGURATOR_RESOURCE = 'table-configurator';

/**
 * Spec 2.14 table configurator, the react-admin resource 'table-configurator' (ra-data-simple-rest,
 * API resource admin/attribute-lists): the ten attribute lists, each a type-ahead of its values with
 * Remove (asks first, with how many products use the value) and an input with Add (blank ignored,
 * duplicates and commas refused). Each change saves the list.
 */
export function TableConfiguratorPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lists = useGetList<AttributeListResource>(CONFIGURATOR_RESOURCE, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [update] = useUpdate<AttributeListResource>();

  const save = (list: AttributeListResource) => async (values: string[]) => {
    try {
      await update(
        CONFIGURATOR_RESOURCE,
        { id: list.id, data: { values }, previousData: list },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      // The product forms read the lists through the spec call: they see the change too.
      queryClient.invalidateQueries({ queryKey: ['TableConfigurator'] });
      notify(`${list.propName} saved`, { type: 'success' });
      return null;
    } catch (e) {
      const detail = serverMessage(e);
      return detail && detail !== SAVE_FAILED ? `${SAVE_FAILED} (${detail})` : SAVE_FAILED;
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Configuration" />
      <Typography variant="h5" component="h1">
        Table configurator
      </Typography>
      {lists.isError && <Alert severity="error">The lists could not be loaded.</Alert>}
      {lists.isPending ? (
        <CircularProgress aria-label="Loading" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
          {(lists.data ?? []).map((l) => (
            <AttributeListCard key={l.propName} list={l} onSave={save(l)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
