import { parseArgs } from 'node:util';
import { configuredClock, loadApiConfig } from '../api/config';
import { openDatabase } from '../api/db/database';
import type { Database } from '../api/db/database';
import { DataDirectoryInUseError } from '../api/db/lock';
import { migrateDatabase } from '../api/db/migrate';
import { appOrigin } from '../api/lib/mail/app-origin';
import {
  TenantSetupError,
  createTenantWithAdministrator,
  inviteAdministrator,
  listTenants,
} from '../api/db/tenant-setup';
import type { Invitation } from '../api/db/tenant-setup';

// npm run tenant -- <create|list|invite-admin>: a staffing company's own tenant, made by an
// operator on the database the servers use (DATABASE_URL, or the embedded one in DATA_DIR).

const USAGE = `Usage:
  npm run tenant -- create --host <host> --name <company name> --admin-email <e-mail> [--language <en|de|es|nl|fr|deAt|cy>]
  npm run tenant -- list
  npm run tenant -- invite-admin --host <host> --admin-email <e-mail>`;

/** A mistake in the command line: said plainly, with the usage, and no stack trace. */
class UsageError extends Error {}

function options(args: string[], names: readonly string[]): Record<string, string | undefined> {
  const { values, positionals } = parseArgs({
    args,
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  return values as Record<string, string | undefined>;
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

function printInvitation(invitation: Invitation): void {
  console.info(`Welcome link for ${invitation.email} (single use, valid for 7 days):`);
  console.info(`  ${appOrigin(invitation.host)}${invitation.welcomePath}`);
  const config = loadApiConfig();
  console.info(
    config.smtpUrl
      ? 'It is also mailed to them (the server sends it).'
      : 'No SMTP_URL is set, so no mail is sent: give them this link.',
  );
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadApiConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const now = configuredClock(loadApiConfig()).now();
  switch (command) {
    case 'create': {
      const values = options(rest, ['host', 'name', 'admin-email', 'language']);
      const input = {
        host: required(values, 'host'),
        name: required(values, 'name'),
        adminEmail: required(values, 'admin-email'),
        ...(values.language === undefined ? {} : { language: values.language }),
      };
      const invitation = await withDatabase((database) =>
        createTenantWithAdministrator(database, input, { now }),
      );
      console.info(`Created tenant "${input.name.trim()}" on ${invitation.host}.`);
      printInvitation(invitation);
      return;
    }
    case 'invite-admin': {
      const values = options(rest, ['host', 'admin-email']);
      const input = { host: required(values, 'host'), adminEmail: required(values, 'admin-email') };
      const answer = await withDatabase((database) =>
        inviteAdministrator(database, input, { now }),
      );
      if ('welcomePath' in answer) printInvitation(answer);
      else console.info(`${answer.email} is now an administrator and signs in as before.`);
      return;
    }
    case 'list': {
      options(rest, []);
      const summaries = await withDatabase((database) => listTenants(database));
      if (summaries.length === 0) {
        console.info('No tenants yet.');
        return;
      }
      for (const tenant of summaries) {
        const invited =
          tenant.invitedAdministrators > 0 ? `, ${tenant.invitedAdministrators} invited` : '';
        console.info(
          `${tenant.id}\t${tenant.name}\t${tenant.hosts.join(', ')}\t${tenant.people} people, ` +
            `${tenant.administrators} administrators${invited}`,
        );
      }
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || isParseArgsError(error)) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof TenantSetupError) {
    console.error(`--${flagOf(error.field)}: ${error.message}. Nothing was created.`);
  } else if (error instanceof DataDirectoryInUseError) {
    console.error(
      `The embedded database in ${error.dataDir} is in use by a running Crew Hub (process ${error.pid}). ` +
        'Stop the server, run this command, then start the server again. ' +
        '(On PostgreSQL, with DATABASE_URL, this command runs while the servers do.)',
    );
  } else {
    // Configuration errors are written for people: no stack trace.
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
}

function flagOf(field: string): string {
  return field === 'adminEmail' ? 'admin-email' : field;
}

/** node:util parseArgs refuses an unknown or valueless option with a TypeError of this code family. */
function isParseArgsError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')
  );
}
