import { DataSource } from 'typeorm';
import { hashPassword } from '../../auth/passwords';
import { Customer } from '../../customers/customer.entity';
import { Store } from '../../tenants/store.entity';
import { User } from '../../users/user.entity';
import { DEMO_CUSTOMERS, DEMO_STORES, DEMO_USERS } from './demo-accounts';

/** Creates the demo stores and accounts that do not exist yet (idempotent). */
export async function seedAccounts(ds: DataSource): Promise<void> {
  await ds.transaction(async (em) => {
    for (const s of DEMO_STORES) {
      const exists = await em.findOne(Store, { where: { webUrl: s.webUrl } });
      if (!exists) await em.insert(Store, { ...s, deliveryZones: [...s.deliveryZones] });
    }
    const stores = await em.find(Store);
    for (const u of DEMO_USERS) {
      if (await em.findOne(User, { where: { email: u.email } })) continue;
      const storeId = u.store ? stores.find((s) => s.webUrl === u.store)!.id : null;
      const { identifiers } = await em.insert(User, {
        email: u.email,
        username: u.username,
        passwordHash: await hashPassword(u.password),
        role: u.role,
        storeId,
      });
      const details = DEMO_CUSTOMERS[u.email];
      if (u.role === 'customer' && details) {
        await em.insert(Customer, { ...details, userId: identifiers[0].id, emailAddress: u.email });
      }
    }
  });
}
