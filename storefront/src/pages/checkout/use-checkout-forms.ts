import type { CustomerView, SavedAddressView } from '@domain/api/accounts';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSavedAddresses } from '../../api/my-details';
import {
  orderTypeResolver,
  paymentResolver,
  type ContactForm,
  type OrderTypeValues,
  type PaymentForm,
  type PaymentValues,
  type ShippingForm,
} from './checkout-rules';

export function fromCustomer(c: CustomerView | null): ShippingForm {
  return {
    fullName: c ? `${c.firstName} ${c.lastName}`.trim() : '',
    addressLine1: c?.addressLine1 ?? '',
    addressLine2: c?.addressLine2 ?? '',
    city: c?.city ?? '',
    state: c?.state ?? '',
    zipCode: c?.zipCode ?? '',
    email: c?.emailAddress ?? '',
    phone: c?.phoneNumber ?? '',
  };
}

export const EMPTY_PAYMENT: PaymentForm = {
  paymentType: '',
  cardHolderName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
};

/** The address form from a saved address; email, and the phone when it has none, stay. */
function fromSaved(a: SavedAddressView, current: ShippingForm): ShippingForm {
  return {
    ...current,
    fullName: a.fullName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    phone: a.phoneNumber || current.phone,
  };
}

/** The tabs' forms (react-hook-form) live in the page: a tab's values outlive the tab being shown. */
export function useCheckoutForms(customer: CustomerView | null) {
  const typeForm = useForm<OrderTypeValues>({
    defaultValues: { orderType: '', shipping: fromCustomer(customer), shippingOption: '', windowStart: '' },
    resolver: orderTypeResolver,
  });
  const contactForm = useForm<ContactForm>({
    defaultValues: {
      fullName: fromCustomer(customer).fullName,
      phoneNumber: customer?.phoneNumber ?? '',
      email: customer?.emailAddress ?? '',
    },
  });
  const typeValues = useWatch({ control: typeForm.control }) as OrderTypeValues;
  // A copied shipping address is checked by the Order Type tab; the payment form checks its own billing.
  const billingFromShipping = typeValues.orderType !== 'pickup';
  const paymentForm = useForm<PaymentValues>({
    mode: 'onChange',
    defaultValues: { payment: EMPTY_PAYMENT, billingSame: true, billing: fromCustomer(customer) },
    resolver: paymentResolver(billingFromShipping),
  });
  const paymentValues = useWatch({ control: paymentForm.control }) as PaymentValues;
  // My Details' default saved address fills the address form once, unless the shopper typed first.
  const saved = useSavedAddresses().addresses[0];
  const prefilled = useRef(false);
  useEffect(() => {
    if (!saved || prefilled.current) return;
    prefilled.current = true;
    if (!typeForm.getFieldState('shipping').isDirty)
      typeForm.reset({ ...typeForm.getValues(), shipping: fromSaved(saved, typeForm.getValues('shipping')) });
  }, [saved, typeForm]);
  return { typeForm, contactForm, paymentForm, typeValues, paymentValues, billingFromShipping };
}
