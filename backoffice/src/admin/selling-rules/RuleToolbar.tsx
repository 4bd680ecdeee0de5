import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

/** Save, and on an existing rule Delete (asking first with `confirmTitle`). */
export function RuleToolbar({ confirmTitle }: { confirmTitle?: string }) {
  const r = useRecordContext<{ id?: number }>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton label="Save" />
      {confirmTitle && r?.id !== undefined && (
        <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle={confirmTitle} />
      )}
    </Toolbar>
  );
}
