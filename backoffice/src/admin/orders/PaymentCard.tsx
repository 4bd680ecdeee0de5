import type { AdminOrderDetail } from '@domain/api/orders';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { dollars } from '../common/format';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from '../common/useStoreTimeZone';

/** Payment transactions: the hold authorized at checkout, then captured, voided or refunded. */
export function PaymentCard({
  payment,
  transactionStatus,
}: {
  payment: AdminOrderDetail['payment'];
  transactionStatus: string;
}) {
  const timeZone = useStoreTimeZone();
  const events: Array<[string, number]> = payment
    ? (
        [
          ['Authorized (hold)', payment.authorizedAmount],
          ['Captured', payment.capturedAmount],
          ['Voided', payment.voidedAmount],
          ['Refunded', payment.refundedAmount],
        ] as Array<[string, number]>
      ).filter(([label, amount]) => amount > 0 || label.startsWith('Authorized'))
    : [];
  return (
    <Card component="section" aria-label="Payment">
      <CardHeader title="Payment" slotProps={{ title: { component: 'h2', variant: 'h6' } }} sx={{ pb: 0 }} />
      <CardContent>
        {!payment ? (
          <Typography color="text.secondary">No card transaction.</Typography>
        ) : (
          <>
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="payment-status"
              data-status={transactionStatus}
            >
              Transaction {payment.transactionId} · {payment.cardBrand} •••• {payment.cardLast4} · {transactionStatus}
            </Typography>
            {events.map(([label, amount]) => (
              <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
                <Typography variant="body2">{label}</Typography>
                <Typography variant="body2">{dollars(amount)}</Typography>
              </Box>
            ))}
            <Typography variant="caption" color="text.secondary">
              Opened {formatDateTime(payment.createdAt, timeZone)}, last change{' '}
              {formatDateTime(payment.updatedAt, timeZone)}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
