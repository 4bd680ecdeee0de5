import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { hashPassword } from '../auth/passwords';
import { isValidEmail, normalizeLogin } from '../domain/validation';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { User } from '../users/user.entity';
import { Customer } from './customer.entity';
import { CustomerView, toCustomerView } from './customer-view';
import type { RegisterDto } from './dto/register.dto';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const USERNAME_TAKEN = 'This username is taken.';
export const EMAILS_DIFFER = 'The customer email and the account email must be the same.';
export const CUSTOMER_NOT_FOUND = 'Customer not found.';

@Injectable()
export class CustomersService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
  ) {}

  /**
   * Registration (spec 7 POST /customer): one customer account, whatever role was sent, created
   * with its customer record in one transaction.
   */
  async register(dto: RegisterDto): Promise<CustomerView> {
    const email = normalizeLogin(dto.user.email);
    if (normalizeLogin(dto.customer.emailAddress) !== email) throw new BadRequestException(EMAILS_DIFFER);
    const username = normalizeLogin(dto.user.username);
    const passwordHash = await hashPassword(dto.user.password);
    const c = dto.customer;
    try {
      return await this.ds.transaction(async (em) => {
        const emailUsed =
          (await em.exists(User, { where: { email } })) ||
          (await em.exists(Customer, { where: { emailAddress: email } }));
        if (emailUsed) throw new ConflictException(EMAIL_TAKEN);
        if (await em.exists(User, { where: { username } })) throw new ConflictException(USERNAME_TAKEN);
        const { identifiers } = await em.insert(User, {
          email,
          username,
          passwordHash,
          role: 'customer',
          storeId: null,
        });
        const customer = em.create(Customer, {
          userId: identifiers[0].id as number,
          firstName: c.firstName.trim(),
          lastName: (c.lastName ?? '').trim(),
          phoneNumber: c.phoneNumber.trim(),
          addressLine1: c.addressLine1.trim(),
          addressLine2: (c.addressLine2 ?? '').trim(),
          city: c.city.trim(),
          state: c.state.trim(),
          zipCode: c.zipCode.trim(),
          country: c.country.trim(),
          emailAddress: email,
        });
        await em.save(customer);
        return toCustomerView(customer);
      });
    } catch (e) {
      // Two registrations racing for the same email or username: the unique index decides.
      if (e instanceof QueryFailedError && (e as any).driverError?.code === '23505') {
        const detail = String((e as any).driverError?.detail ?? '');
        throw new ConflictException(detail.includes('(username)') ? USERNAME_TAKEN : EMAIL_TAKEN);
      }
      throw e;
    }
  }

  /**
   * Spec 7 GET /customer/{email}: customers read their own record, super-admins any record, and
   * store admins the records staffMayRead allows. Everyone else gets the same 404 as for an
   * unknown email, so the endpoint does not reveal who is registered.
   */
  async findForCaller(ctx: StoreContext, rawEmail: string): Promise<CustomerView> {
    const caller = ctx.user;
    if (!caller) throw new NotFoundException(CUSTOMER_NOT_FOUND);
    const email = normalizeLogin(rawEmail);
    const customer = isValidEmail(email)
      ? await this.ds.getRepository(Customer).findOne({ where: { emailAddress: email } })
      : null;
    if (!customer) throw new NotFoundException(CUSTOMER_NOT_FOUND);
    const allowed =
      (caller.role === 'customer' && customer.userId === caller.id) ||
      caller.role === 'superadmin' ||
      (caller.role === 'admin' && (await this.staffMayRead(ctx, customer.id)));
    if (!allowed) throw new NotFoundException(CUSTOMER_NOT_FOUND);
    return toCustomerView(customer, caller.role === 'customer' ? 'self' : 'staff');
  }

  /**
   * May this store admin read this customer's record? Yes once the customer has ordered from the
   * admin's store (customer_order, indexed on customer_id and store_id).
   */
  async staffMayRead(ctx: StoreContext, customerId: number): Promise<boolean> {
    if (ctx.role !== 'admin') return false;
    const rows: unknown[] = await this.db.run(ctx, (em) =>
      em.query('SELECT 1 FROM customer_order WHERE customer_id = $1 AND store_id = $2 LIMIT 1', [
        customerId,
        ctx.store.id,
      ]),
    );
    return rows.length > 0;
  }
}
