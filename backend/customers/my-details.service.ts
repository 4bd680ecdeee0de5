import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SavedAddressView } from '../domain/api/accounts';
import { Customer } from './customer.entity';
import { CUSTOMER_NOT_FOUND } from './customers.service';
import { CustomerView, toCustomerView } from './customer-view';
import type { SavedAddressDto, UpdateMyDetailsDto } from './dto/my-details.dto';
import { SavedAddress } from './saved-address.entity';

/** A customer keeps at most this many saved addresses. */
export const MAX_SAVED_ADDRESSES = 10;
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to add another.`;
export const ADDRESS_NOT_FOUND = 'No such saved address.';

function addressView(a: SavedAddress): SavedAddressView {
  return {
    id: a.id,
    label: a.label,
    fullName: a.fullName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    phoneNumber: a.phoneNumber,
    isDefault: a.isDefault,
  };
}

const clean = (dto: SavedAddressDto) => ({
  label: dto.label.trim(),
  fullName: dto.fullName.trim(),
  addressLine1: dto.addressLine1.trim(),
  addressLine2: (dto.addressLine2 ?? '').trim(),
  city: dto.city.trim(),
  state: dto.state.trim(),
  zipCode: dto.zipCode.trim(),
  phoneNumber: (dto.phoneNumber ?? '').trim(),
});

/**
 * My Details: the signed-in customer edits their own record and keeps saved
 * addresses. Every call acts on the caller's own customer row, found by their account.
 */
@Injectable()
export class MyDetailsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private async own(em: EntityManager, userId: number, lock = false): Promise<Customer> {
    const customer = await em.findOne(Customer, {
      where: { userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!customer) throw new NotFoundException(CUSTOMER_NOT_FOUND);
    return customer;
  }

  async update(userId: number, dto: UpdateMyDetailsDto): Promise<CustomerView> {
    return this.ds.transaction(async (em) => {
      const c = await this.own(em, userId, true);
      c.firstName = dto.firstName.trim();
      c.lastName = (dto.lastName ?? '').trim();
      c.phoneNumber = dto.phoneNumber.trim();
      c.addressLine1 = dto.addressLine1.trim();
      c.addressLine2 = (dto.addressLine2 ?? '').trim();
      c.city = dto.city.trim();
      c.state = dto.state.trim();
      c.zipCode = dto.zipCode.trim();
      c.country = dto.country.trim();
      if (dto.dateOfBirth !== undefined) c.dateOfBirth = dto.dateOfBirth || null;
      await em.save(c);
      return toCustomerView(c);
    });
  }

  /** The default address first, then the newest. */
  async addresses(userId: number): Promise<SavedAddressView[]> {
    const c = await this.own(this.ds.manager, userId);
    const rows = await this.ds.manager.find(SavedAddress, {
      where: { customerId: c.id },
      order: { isDefault: 'DESC', id: 'DESC' },
    });
    return rows.map(addressView);
  }

  async add(userId: number, dto: SavedAddressDto): Promise<SavedAddressView> {
    return this.ds.transaction(async (em) => {
      const c = await this.own(em, userId, true); // the lock serialises adds: the cap holds
      const count = await em.count(SavedAddress, { where: { customerId: c.id } });
      if (count >= MAX_SAVED_ADDRESSES) throw new ConflictException(TOO_MANY_ADDRESSES);
      // The first address is the default until the customer picks another.
      const isDefault = dto.isDefault === true || count === 0;
      if (isDefault) await em.update(SavedAddress, { customerId: c.id }, { isDefault: false });
      const saved = await em.save(em.create(SavedAddress, { ...clean(dto), customerId: c.id, isDefault }));
      return addressView(saved);
    });
  }

  async change(userId: number, id: number, dto: SavedAddressDto): Promise<SavedAddressView> {
    return this.ds.transaction(async (em) => {
      const c = await this.own(em, userId, true);
      const row = await em.findOne(SavedAddress, { where: { id, customerId: c.id } });
      if (!row) throw new NotFoundException(ADDRESS_NOT_FOUND);
      Object.assign(row, clean(dto));
      if (dto.isDefault === true && !row.isDefault) {
        await em.update(SavedAddress, { customerId: c.id }, { isDefault: false });
        row.isDefault = true;
      }
      return addressView(await em.save(row));
    });
  }

  async remove(userId: number, id: number): Promise<{ message: string }> {
    await this.ds.transaction(async (em) => {
      const c = await this.own(em, userId, true);
      const row = await em.findOne(SavedAddress, { where: { id, customerId: c.id } });
      if (!row) throw new NotFoundException(ADDRESS_NOT_FOUND);
      await em.delete(SavedAddress, { id: row.id });
      // Removing the default passes it to the newest address left.
      if (row.isDefault) {
        const next = await em.findOne(SavedAddress, { where: { customerId: c.id }, order: { id: 'DESC' } });
        if (next) await em.update(SavedAddress, { id: next.id }, { isDefault: true });
      }
    });
    return { message: 'The address was removed.' };
  }
}
