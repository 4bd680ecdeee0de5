import { isValidEmail, registerChecks } from '../../domain/validation';

export const CREATE_ADMIN_USAGE = [
  'Usage: npm run create-admin -- --role superadmin|admin --email EMAIL [--store STORE_WEB_URL]',
  '  The password is read from CREATE_ADMIN_PASSWORD, else asked for on the terminal.',
  '  --store names the store (its web address name, e.g. northside) of a store admin.',
].join('\n');

export interface CreateAdminRequest {
  role: 'superadmin' | 'admin';
  email: string;
  store: string | null;
}

/** `--name value` or `--name=value`. */
function option(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i === -1) return undefined;
  return args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1];
}

/** The command line of `create-admin`, checked; throws an Error whose message is the one line to show. */
export function parseCreateAdminArgs(args: string[]): CreateAdminRequest {
  const role = option(args, 'role');
  if (role !== 'superadmin' && role !== 'admin')
    throw new Error(`--role must be superadmin or admin.\n${CREATE_ADMIN_USAGE}`);
  const email = (option(args, 'email') ?? '').trim().toLowerCase();
  if (!isValidEmail(email)) throw new Error(`--email must be an email address.\n${CREATE_ADMIN_USAGE}`);
  const store = option(args, 'store')?.trim() || null;
  if (role === 'admin' && !store) throw new Error(`A store admin needs --store.\n${CREATE_ADMIN_USAGE}`);
  if (role === 'superadmin' && store) throw new Error(`A super-admin works for every store: leave out --store.`);
  return { role, email, store };
}

/** The sign-up form's password rule; null when the password may be used. */
export function passwordProblem(password: string): string | null {
  return registerChecks.password(password);
}
