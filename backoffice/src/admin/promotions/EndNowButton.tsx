import type { AdminPromotion } from '@domain/api/promotions';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';

/** "End now" (POST /api/admin/promotions/{id}/end): the promotion stops applying at once; asks first. */
export function EndNowButton() {
  const p = useRecordContext<AdminPromotion>();
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: (id: number) => dp.send<AdminPromotion>('POST', `promotions/${id}/end`),
    onSuccess: (ended) => {
      setOpen(false);
      notify(`"${ended.name}" has ended.`, { type: 'info' });
      refresh();
    },
    onError: (e: Error) => {
      setOpen(false);
      notify(e.message, { type: 'error' });
    },
  });
  if (!p || p.phase === 'ended') return null;
  // Inside a list row: clicks here (the dialog's too, through React's portal) must not open the row.
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button label="End now" color="error" onClick={() => setOpen(true)}>
        <StopCircleIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={end.isPending}
        title={`End "${p.name}" now?`}
        content="It stops applying to carts and orders at once. Orders already placed keep their discount."
        confirm="End now"
        onConfirm={() => end.mutate(p.id)}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
