import type { AdminPromotion } from '@domain/api/promotions';
import { Card, CardContent, Chip } from '@mui/material';
import { Create, Edit, TopToolbar, useRecordContext } from 'react-admin';
import { localDate } from '@domain/store-time';
import { AuditTrail } from '../common/AuditTrail';
import { useStoreTimeZone } from '../common/useStoreTimeZone';
import { blankPromotion } from './describe-promotion';
import { EndNowButton } from './EndNowButton';
import { PromotionForm } from './PromotionForm';

function EditActions() {
  const p = useRecordContext<AdminPromotion>();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {p && <Chip label={p.endedAt && p.phase === 'ended' ? 'Ended early' : p.phase} size="small" />}
      <EndNowButton />
    </TopToolbar>
  );
}

function PromotionHistory() {
  const p = useRecordContext<AdminPromotion>();
  return p ? (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <AuditTrail entity="promotion" entityId={p.id} />
      </CardContent>
    </Card>
  ) : null;
}

export function PromotionEdit() {
  return (
    <Edit title="Edit promotion" mutationMode="pessimistic" redirect="list" actions={<EditActions />}>
      <PromotionForm />
      <PromotionHistory />
    </Edit>
  );
}

export function PromotionCreate() {
  const timeZone = useStoreTimeZone();
  const today = localDate(timeZone);
  return (
    <Create title="New promotion" redirect="list" record={blankPromotion(today)}>
      <PromotionForm />
    </Create>
  );
}
