import type { ImportSummary } from '@domain/api/inventory-sync';
import { Alert, Box, Card, CardContent, CardHeader, Step, StepLabel, Stepper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { RecentImports } from './RecentImports';
import { ApplyingStep, PreviewStep, ReportStep } from './SyncResults';
import { MappingStep, UploadStep } from './SyncSteps';
import { useInventorySync } from './useInventorySync';

const STEPS = ['Upload', 'Map columns', 'Preview', 'Apply'];

/**
 * Inventory sync: upload a POS export, map its columns (common header names are
 * recognised), preview, then apply in one transaction; every rejected row is reported with why.
 */
export function InventorySyncPage() {
  const dp = useDataProvider<AdminDataProvider>();
  const s = useInventorySync();
  const { step, uploaded, preview, report } = s;
  const history = useQuery({
    queryKey: ['inventory-sync'],
    queryFn: () => dp.getJson<ImportSummary[]>('inventory-sync'),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title="Inventory sync" />
      <Card>
        <CardHeader
          title="Inventory sync"
          subheader="Load your POS export (CSV). Known item numbers update price and stock; new items go to the review queue."
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        />
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stepper activeStep={report ? STEPS.length : step} alternativeLabel>
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {s.error && <Alert severity="error">{s.error}</Alert>}
          {step === 0 && <UploadStep s={s} />}
          {step === 1 && uploaded && <MappingStep s={s} uploaded={uploaded} />}
          {step === 2 && preview && (
            <PreviewStep preview={preview} busy={s.busy} onBack={() => s.setStep(1)} onApply={s.apply} />
          )}
          {step === 3 && !report && <ApplyingStep progress={s.applyProgress} />}
          {report && <ReportStep report={report} onRestart={s.restart} />}
        </CardContent>
      </Card>

      <RecentImports rows={history.data} />
    </Box>
  );
}
