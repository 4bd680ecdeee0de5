import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../auth/passwords';
import { loadConfig } from '../../config/config';
import { Store } from '../../tenants/store.entity';
import { User } from '../../users/user.entity';
import { CreateAdminRequest, parseCreateAdminArgs, passwordProblem } from './create-admin-args';
import { runCommand, withMigratedDatabase } from './cli-database';

/** Asks for a line on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    out._writeToOutput = (s: string) => {
      if (!asked) process.stdout.write(s);
      asked = true;
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** CREATE_ADMIN_PASSWORD, else typed twice on a terminal; never echoed or logged. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.CREATE_ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) throw new Error('Set CREATE_ADMIN_PASSWORD, or run the command on a terminal to type it.');
  const first = await askHidden('Password: ');
  const again = await askHidden('Password again: ');
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}

/** Inserts the account; a duplicate email or an unknown store is an Error with the line to show. */
async function insertAccount(ds: DataSource, request: CreateAdminRequest, password: string): Promise<void> {
  await ds.transaction(async (em) => {
    const store = request.store ? await em.findOne(Store, { where: { webUrl: request.store } }) : null;
    if (request.store && !store) throw new Error(`No store has the web address name "${request.store}".`);
    const taken = await em.findOne(User, { where: [{ email: request.email }, { username: request.email }] });
    if (taken) throw new Error(`An account with the email ${request.email} already exists.`);
    await em.insert(User, {
      email: request.email,
      username: request.email,
      passwordHash: await hashPassword(password),
      role: request.role,
      storeId: store?.id ?? null,
    });
  });
}

/**
 * `npm run create-admin -- --role superadmin --email owner@shop.example`: creates the first
 * super-admin of a shop started without demo data (or a store admin with --store), after applying
 * the migrations. The password follows the sign-up rules.
 */
async function main(): Promise<number> {
  let request: CreateAdminRequest;
  let password: string;
  try {
    request = parseCreateAdminArgs(process.argv.slice(2));
    password = await readPassword();
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
  const created = `Created the ${request.role === 'superadmin' ? 'super-admin' : 'store admin'} ${request.email}.`;
  return withMigratedDatabase(
    loadConfig(),
    (m) => console.log(m),
    'Not created:',
    async (ds) => {
      await insertAccount(ds, request, password);
      console.log(created);
    },
  );
}

if (require.main === module) runCommand(main);
