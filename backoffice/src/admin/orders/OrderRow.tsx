import type { DeskOrder } from '@domain/api/orders';
import { Paper } from '@mui/material';
import { useState } from 'react';
import { useStoreTimeZone } from '../common/useStoreTimeZone';
import { DeclineDialog } from './DeclineDialog';
import { DeskCustomerColumn, DeskItemsColumn, DeskPriceColumn, DeskStatusColumn } from './DeskColumns';
import { HelpDialog } from './HelpDialog';
import { useOrderActions } from './useOrderActions';

export const DESK_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'minmax(180px, 1.1fr) minmax(220px, 2fr) minmax(140px, 0.9fr) minmax(180px, 1.2fr)',
  },
} as const;

/** One order on the desk: Order Status | Item Details | Price | Customer (spec 2.15 Orders screen). */
export function OrderRow({ order }: { order: DeskOrder }) {
  const timeZone = useStoreTimeZone();
  const [declining, setDeclining] = useState(false);
  const [help, setHelp] = useState(false);
  const { busy, transition } = useOrderActions();

  return (
    <Paper component="article" aria-label={`Order ${order.orderId}`} variant="outlined" sx={{ p: 2, ...DESK_COLUMNS }}>
      <DeskStatusColumn
        order={order}
        busy={busy}
        timeZone={timeZone}
        onAccept={() => transition(order.orderId, 'Accepted').catch(() => {})}
        onDecline={() => setDeclining(true)}
        onHelp={() => setHelp(true)}
      />
      <DeskItemsColumn order={order} />
      <DeskPriceColumn order={order} />
      <DeskCustomerColumn order={order} />
      <DeclineDialog
        open={declining}
        orderId={order.orderId}
        busy={busy}
        onClose={() => setDeclining(false)}
        onConfirm={(reason) =>
          transition(order.orderId, 'Declined', reason).then(
            () => setDeclining(false),
            () => {},
          )
        }
      />
      {help && <HelpDialog open={help} order={order} onClose={() => setHelp(false)} />}
    </Paper>
  );
}
