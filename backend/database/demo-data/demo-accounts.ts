/** The fixed demo logins: printed at start-up and in the README, relied upon by tests. */
export const DEMO_STORES = [
  {
    name: 'Northside Wine & Spirits',
    webUrl: 'northside',
    isDefault: true,
    salesTaxPercent: 7,
    deliveryZones: ['50309', '50310', '50311', '50312', '50313', '50314', '50315'],
    location: '1200 Grand Avenue, Des Moines, IA 50309',
    phone: '(515) 555-0142',
    timeZone: 'America/Chicago',
  },
  {
    name: 'Harbor Bottle Shop',
    webUrl: 'harbor',
    isDefault: false,
    salesTaxPercent: 6,
    deliveryZones: ['52401', '52402', '52403', '52404'],
    location: '45 River Street, Cedar Rapids, IA 52401',
    phone: '(319) 555-0187',
    timeZone: 'America/Chicago',
  },
] as const;

export const DEMO_USERS = [
  { role: 'superadmin', email: 'superadmin@example.com', username: 'superadmin', password: 'superadmin1', store: null },
  {
    role: 'admin',
    email: 'admin@northside.example',
    username: 'admin@northside.example',
    password: 'northside1',
    store: 'northside',
  },
  {
    role: 'admin',
    email: 'admin@harbor.example',
    username: 'admin@harbor.example',
    password: 'harbor1',
    store: 'harbor',
  },
  { role: 'customer', email: 'customer1@example.com', username: 'customer1', password: 'customer1', store: null },
  { role: 'customer', email: 'customer2@example.com', username: 'customer2', password: 'customer2', store: null },
] as const;

export const DEMO_CUSTOMERS: Record<
  string,
  {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  }
> = {
  'customer1@example.com': {
    firstName: 'Ava',
    lastName: 'Martinez',
    phoneNumber: '(515) 555-0101',
    addressLine1: '310 Court Avenue',
    addressLine2: 'Apt 4B',
    city: 'Des Moines',
    state: 'IA',
    zipCode: '50309',
    country: 'USA',
  },
  'customer2@example.com': {
    firstName: 'Noah',
    lastName: 'Thompson',
    phoneNumber: '(319) 555-0102',
    addressLine1: '88 First Avenue NE',
    addressLine2: '',
    city: 'Cedar Rapids',
    state: 'IA',
    zipCode: '52401',
    country: 'USA',
  },
};

export function demoLoginsText(port: number): string {
  const rows = DEMO_USERS.map((u) => {
    const where =
      u.role === 'customer'
        ? `http://localhost:${port}/login`
        : u.role === 'admin'
          ? `http://localhost:${port}/admin/login`
          : `http://localhost:${port}/super-admin/login`;
    return `  ${u.role.padEnd(10)} ${u.username.padEnd(26)} ${u.password.padEnd(12)} ${where}`;
  });
  return ['Demo logins (role, username or email, password, where):', ...rows].join('\n');
}
