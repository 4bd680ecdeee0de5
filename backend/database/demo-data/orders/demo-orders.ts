import type { OrderStatus } from '../../../domain/order-status';
import type { OrderType } from '../../../domain/order-type';

export interface DemoShopper {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** Shoppers who placed the demo orders (they cannot sign in). Delivery zips are in each store's zones. */
export const DEMO_SHOPPERS: Record<string, DemoShopper[]> = {
  northside: [
    {
      email: 'liam.chen@shopper.example',
      firstName: 'Liam',
      lastName: 'Chen',
      phoneNumber: '(515) 555-0131',
      addressLine1: '1415 Woodland Avenue',
      addressLine2: '',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50310',
    },
    {
      email: 'sofia.rossi@shopper.example',
      firstName: 'Sofia',
      lastName: 'Rossi',
      phoneNumber: '(515) 555-0177',
      addressLine1: '2820 Ingersoll Avenue',
      addressLine2: 'Unit 3',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50312',
    },
    {
      email: 'ethan.brooks@shopper.example',
      firstName: 'Ethan',
      lastName: 'Brooks',
      phoneNumber: '(515) 555-0119',
      addressLine1: '901 Keosauqua Way',
      addressLine2: '',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50314',
    },
    {
      email: 'maya.patel@shopper.example',
      firstName: 'Maya',
      lastName: 'Patel',
      phoneNumber: '(312) 555-0164',
      addressLine1: '2100 N Lincoln Park West',
      addressLine2: 'Apt 12C',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60614',
    },
  ],
  harbor: [
    {
      email: 'olivia.nguyen@shopper.example',
      firstName: 'Olivia',
      lastName: 'Nguyen',
      phoneNumber: '(319) 555-0148',
      addressLine1: '615 3rd Avenue SE',
      addressLine2: '',
      city: 'Cedar Rapids',
      state: 'IA',
      zipCode: '52401',
    },
    {
      email: 'lucas.meyer@shopper.example',
      firstName: 'Lucas',
      lastName: 'Meyer',
      phoneNumber: '(319) 555-0126',
      addressLine1: '1840 Bever Avenue SE',
      addressLine2: '',
      city: 'Cedar Rapids',
      state: 'IA',
      zipCode: '52403',
    },
    {
      email: 'grace.kim@shopper.example',
      firstName: 'Grace',
      lastName: 'Kim',
      phoneNumber: '(319) 555-0193',
      addressLine1: '3300 Johnson Avenue NW',
      addressLine2: 'Apt 210',
      city: 'Cedar Rapids',
      state: 'IA',
      zipCode: '52404',
    },
    {
      email: 'henry.walsh@shopper.example',
      firstName: 'Henry',
      lastName: 'Walsh',
      phoneNumber: '(319) 555-0102',
      addressLine1: '22 S Linn Street',
      addressLine2: '',
      city: 'Iowa City',
      state: 'IA',
      zipCode: '52240',
    },
  ],
};

export interface PlannedOrder {
  /** Index into the store's shoppers. */
  shopper: number;
  type: OrderType;
  status: OrderStatus;
  daysAgo: number;
  /** [index into the store's first 40 well-stocked items, quantity] */
  items: Array<[number, number]>;
}

/**
 * Every status of the workflow appears; Harbor does not ship (its web configuration), so no shipping
 * orders there. Shipped orders go to an Iowa address (the demo's spirits and beer ship within Iowa
 * only) and delivered ones reach the delivery minimum: the quote would refuse them otherwise.
 */
export const DEMO_ORDER_PLAN: Record<string, PlannedOrder[]> = {
  northside: [
    {
      shopper: 0,
      type: 'delivery',
      status: 'Received',
      daysAgo: 0,
      items: [
        [1, 2],
        [7, 1],
      ],
    },
    { shopper: 1, type: 'pickup', status: 'Received', daysAgo: 0, items: [[3, 1]] },
    {
      shopper: 2,
      type: 'delivery',
      status: 'Accepted',
      daysAgo: 1,
      items: [
        [5, 1],
        [11, 2],
        [18, 1],
      ],
    },
    { shopper: 1, type: 'shipping', status: 'Shipped', daysAgo: 3, items: [[9, 2]] },
    {
      shopper: 1,
      type: 'pickup',
      status: 'Ready for pickup',
      daysAgo: 1,
      items: [
        [14, 1],
        [2, 1],
      ],
    },
    { shopper: 0, type: 'delivery', status: 'Out for delivery', daysAgo: 2, items: [[21, 3]] },
    {
      shopper: 2,
      type: 'pickup',
      status: 'Complete',
      daysAgo: 9,
      items: [
        [4, 1],
        [25, 1],
      ],
    },
    { shopper: 0, type: 'delivery', status: 'Complete', daysAgo: 23, items: [[8, 2]] },
    {
      shopper: 1,
      type: 'shipping',
      status: 'Complete',
      daysAgo: 41,
      items: [
        [12, 1],
        [30, 1],
      ],
    },
    { shopper: 1, type: 'delivery', status: 'Declined', daysAgo: 16, items: [[17, 2]] },
    { shopper: 2, type: 'pickup', status: 'Cancelled', daysAgo: 52, items: [[6, 2]] },
  ],
  harbor: [
    {
      shopper: 0,
      type: 'delivery',
      status: 'Received',
      daysAgo: 0,
      items: [
        [2, 1],
        [9, 1],
      ],
    },
    { shopper: 3, type: 'pickup', status: 'Received', daysAgo: 1, items: [[4, 2]] },
    { shopper: 1, type: 'delivery', status: 'Accepted', daysAgo: 1, items: [[6, 2]] },
    {
      shopper: 2,
      type: 'pickup',
      status: 'Ready for pickup',
      daysAgo: 2,
      items: [
        [10, 1],
        [13, 1],
      ],
    },
    { shopper: 0, type: 'delivery', status: 'Out for delivery', daysAgo: 1, items: [[15, 2]] },
    {
      shopper: 1,
      type: 'delivery',
      status: 'Complete',
      daysAgo: 12,
      items: [
        [3, 1],
        [19, 2],
      ],
    },
    { shopper: 3, type: 'pickup', status: 'Complete', daysAgo: 34, items: [[7, 1]] },
    { shopper: 2, type: 'delivery', status: 'Cancelled', daysAgo: 27, items: [[11, 1]] },
    { shopper: 0, type: 'pickup', status: 'Declined', daysAgo: 48, items: [[22, 1]] },
  ],
};
