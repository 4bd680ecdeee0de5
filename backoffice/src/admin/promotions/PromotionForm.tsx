import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DateInput,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  Toolbar,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PromotionKind } from '@domain/promotions/types';
import { formGrid } from '../common/formGrid';
import { CATEGORY_CHOICES, KIND_CHOICES, SUB_CATEGORY_CHOICES, usesSelector } from './describe-promotion';
import { SelectorPreview } from './SelectorPreview';

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** What the promotion takes off: the inputs of its kind only (the server ignores the others). */
function OfferInputs() {
  const kind = useWatch({ name: 'kind' }) as PromotionKind | undefined;
  if (kind === 'percent')
    return (
      <Box sx={formGrid(3)}>
        <NumberInput
          source="percent"
          label="Percent off"
          step={1}
          validate={[required(), minValue(1), maxValue(100)]}
        />
      </Box>
    );
  if (kind === 'amount')
    return (
      <Box sx={formGrid(3)}>
        <NumberInput source="amount" label="Off each item ($)" step={0.01} validate={[required(), minValue(0.01)]} />
      </Box>
    );
  if (kind === 'tiers')
    return (
      <ArrayInput source="tiers" label="Tiers (the best tier reached applies to every matching unit)">
        <SimpleFormIterator inline disableReordering>
          <NumberInput
            source="minQuantity"
            label="From units"
            step={1}
            validate={[required(), minValue(1), maxValue(999)]}
          />
          <NumberInput
            source="percent"
            label="Percent off"
            step={1}
            validate={[required(), minValue(1), maxValue(100)]}
          />
        </SimpleFormIterator>
      </ArrayInput>
    );
  if (kind === 'threshold')
    return (
      <Box sx={formGrid(3)}>
        <NumberInput source="amount" label="Off the order ($)" step={0.01} validate={[required(), minValue(0.01)]} />
        <NumberInput
          source="threshold"
          label="When the goods reach ($)"
          step={0.01}
          validate={[required(), minValue(0)]}
        />
      </Box>
    );
  if (kind === 'free_delivery')
    return (
      <Box sx={formGrid(3)}>
        <NumberInput
          source="threshold"
          label="Free delivery or shipping over ($)"
          step={0.01}
          validate={minValue(0)}
          helperText="Empty: on every order"
        />
      </Box>
    );
  return null;
}

/** Which items an item-level promotion is about, with the live count of matching products. */
function SelectorInputs() {
  const kind = useWatch({ name: 'kind' }) as PromotionKind | undefined;
  if (!usesSelector(kind))
    return (
      <Typography variant="body2" color="text.secondary">
        An order-level promotion applies to the whole order; it needs no selection of items.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Each list you fill must match (a category and a brand: that brand within the category); leave all empty for
        every item.
      </Typography>
      <Box sx={formGrid(2)}>
        <AutocompleteArrayInput source="selector.categories" label="Categories" choices={CATEGORY_CHOICES} />
        <AutocompleteArrayInput source="selector.subCategories" label="Sub-categories" choices={SUB_CATEGORY_CHOICES} />
        <TextArrayInput source="selector.brands" label="Brands" helperText="Press Enter after each brand" />
        <TextArrayInput
          source="selector.itemNumbers"
          label="Item numbers"
          helperText="Press Enter after each item number"
        />
      </Box>
      <SelectorPreview />
    </>
  );
}

/** The code's limits only mean something with a code. */
function CodeInputs() {
  const code = useWatch({ name: 'code' }) as string | null | undefined;
  return (
    <>
      <Box sx={formGrid(3)}>
        <TextInput
          source="code"
          label="Promo code"
          helperText="Empty: applies without a code. 3 to 40 letters, digits, - or _"
          parse={(v: string) => v.toUpperCase()}
        />
        <NumberInput
          source="totalLimit"
          label="Uses in total"
          step={1}
          validate={minValue(1)}
          disabled={!code}
          helperText="Empty: no limit"
        />
        <NumberInput
          source="perCustomerLimit"
          label="Uses per customer"
          step={1}
          validate={minValue(1)}
          disabled={!code}
          helperText="Empty: no limit"
        />
      </Box>
      <BooleanInput source="firstOrderOnly" label="First order only" disabled={!code} />
    </>
  );
}

/** Create and edit: name, window (store-local dates), kind and amounts, selector with preview, code and limits. */
export function PromotionForm() {
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton label="Save" />
        </Toolbar>
      }
      sx={{ maxWidth: 960 }}
    >
      <TextInput source="name" label="Name" validate={[required()]} fullWidth />
      <TextInput
        source="description"
        label="Description for shoppers"
        multiline
        minRows={2}
        fullWidth
        helperText="Shown on the offer's page"
      />
      <Heading>When (the store's dates, both included)</Heading>
      <Box sx={formGrid(3)}>
        <DateInput source="startsOn" label="Starts on" validate={required()} />
        <DateInput source="endsOn" label="Ends on" validate={required()} />
      </Box>
      <Heading>Offer</Heading>
      <SelectInput source="kind" label="Kind" choices={KIND_CHOICES as never} validate={required()} fullWidth />
      <OfferInputs />
      <Heading>Items</Heading>
      <SelectorInputs />
      <Heading>Code</Heading>
      <CodeInputs />
    </SimpleForm>
  );
}
