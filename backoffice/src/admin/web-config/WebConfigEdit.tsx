import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BooleanInput,
  Edit,
  maxLength,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { formGrid } from '../common/formGrid';
import { AuditTrail } from '../common/AuditTrail';
import { LogoInput } from './LogoInput';
import { RichTextInput } from './RichTextInput';
import { WEB_CONFIG, type WebConfigRecord } from './webConfigApi';

/** The change history, read again whenever the record changes (a save answers with the new one). */
function History() {
  const record = useRecordContext<WebConfigRecord>();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
  }, [record, queryClient]);
  return record ? (
    // Logo hashes and policy texts are long unbroken words: they wrap rather than widen a phone's page.
    <Card sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      <CardContent>
        <AuditTrail entity="web_config" entityId={record.configId} />
      </CardContent>
    </Card>
  ) : null;
}

/**
 * The store's web configuration (spec 3 'Web config'): the texts the storefront shows in its
 * footer and policy pages, and whether it offers shipping. Saved through PUT /WebpageConfig and
 * audited; the change history is below the form.
 */
export function WebConfigEdit() {
  return (
    <Edit resource={WEB_CONFIG} id="current" title="Web configuration" mutationMode="pessimistic" redirect={false}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Save" />
          </Toolbar>
        }
        sx={{ maxWidth: 960 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          What the storefront shows in its footer and on its policy pages. Formatting is kept; scripts and styles are
          removed when saved.
        </Typography>
        <Box sx={formGrid(2)}>
          <TextInput source="companyName" label="Company name" validate={maxLength(150)} />
          <TextInput source="phoneNumber" label="Phone" validate={maxLength(40)} />
        </Box>
        <TextInput source="locations" label="Locations" multiline fullWidth validate={maxLength(2000)} />
        <LogoInput />
        <BooleanInput
          source="isShippingAvailable"
          label="Shipping available"
          helperText="Shoppers can choose Shipping at checkout."
        />
        <RichTextInput
          source="shippingInfo"
          label="Shipping info"
          helperText="The storefront's Shopping Policy page."
        />
        <RichTextInput source="returnPolicy" label="Return policy" />
        <RichTextInput source="privacyPolicy" label="Privacy policy" />
        <RichTextInput source="termsOfService" label="Terms of service" />
        <RichTextInput source="footerContent" label="Footer" />
      </SimpleForm>
      <History />
    </Edit>
  );
}
