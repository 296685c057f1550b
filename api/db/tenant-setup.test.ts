import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testNow } from '../../machines/test-now';
import { hashLinkToken } from '../auth/passwords';
import { outgoingMails } from './tables/outgoing-mails.tables';
import { passwordResetTokens } from './tables/auth.tables';
import { backgroundJobs } from './tables/notifications.tables';
import { createTestApi, signIn, testBackends } from '../test/helpers';
import type { TestApi } from '../test/helpers';
import { call } from '../test/requests';
import { personRoles, persons, roles, tenantHosts, tenants } from './core.tables';
import type { Database } from './database';
import {
  TenantSetupError,
  WELCOME_LINK_TTL_MS,
  createTenantWithAdministrator,
  inviteAdministrator,
  listTenants,
} from './tenant-setup';
import { NO_TENANT_YET, seedDemoAtStart } from './seed/demo';

const PASSWORD = 'a long enough password';

async function rowCounts(database: Database) {
  const db = database.db;
  const [tenantRows] = await db.select({ n: count() }).from(tenants);
  const [hostRows] = await db.select({ n: count() }).from(tenantHosts);
  const [personRows] = await db.select({ n: count() }).from(persons);
  const [tokenRows] = await db.select({ n: count() }).from(passwordResetTokens);
  const [mailRows] = await db.select({ n: count() }).from(outgoingMails);
  return [tenantRows?.n, hostRows?.n, personRows?.n, tokenRows?.n, mailRows?.n];
}

function tokenOf(welcomePath: string): string {
  return welcomePath.replace('/welcome/', '');
}

describe.each(testBackends())('a tenant made from zero on %s', (backend) => {
  let api: TestApi;
  const now = testNow();
  beforeAll(async () => {
    api = await createTestApi({ backend });
  });
  afterAll(() => api.close());

  it('creates the tenant, its host, the role presets and an administrator invited by a welcome link', async () => {
    const invitation = await createTenantWithAdministrator(
      api.database,
      {
        host: 'Acme.Example',
        name: ' Acme Crew ',
        adminEmail: 'Boss@Acme.Example',
        language: 'nl',
      },
      { now },
    );
    expect(invitation).toMatchObject({ host: 'acme.example', email: 'boss@acme.example' });
    expect(invitation.welcomePath).toMatch(/^\/welcome\/[A-Za-z0-9_-]{43}$/);

    const db = api.database.db;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, invitation.tenantId));
    expect(tenant).toMatchObject({ name: 'Acme Crew', defaultLanguage: 'Dutch' });
    const hosts = await db
      .select({ host: tenantHosts.host, isDefault: tenantHosts.isDefault })
      .from(tenantHosts)
      .where(eq(tenantHosts.tenantId, invitation.tenantId));
    expect(hosts).toEqual([{ host: 'acme.example', isDefault: false }]);
    const presets = await db
      .select({ name: roles.name })
      .from(roles)
      .where(eq(roles.tenantId, invitation.tenantId));
    expect(presets.map((role) => role.name)).toEqual(
      expect.arrayContaining(['administrator', 'crew', 'planner', 'client', 'office']),
    );
    const [admin] = await db
      .select({ email: persons.email, language: persons.language, hash: persons.passwordHash })
      .from(persons)
      .where(eq(persons.id, invitation.personId));
    expect(admin).toEqual({ email: 'boss@acme.example', language: 'nl', hash: null });
    const adminRoles = await db
      .select({ name: roles.name })
      .from(personRoles)
      .innerJoin(roles, eq(roles.id, personRoles.roleId))
      .where(eq(personRoles.personId, invitation.personId));
    expect(adminRoles).toEqual([{ name: 'administrator' }]);

    // Only the token's hash is kept; the link is good for seven days from the clock's now.
    const [token] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.personId, invitation.personId));
    expect(token).toMatchObject({
      kind: 'welcome',
      tokenHash: hashLinkToken(tokenOf(invitation.welcomePath)),
      expiresAt: new Date(now.getTime() + WELCOME_LINK_TTL_MS),
      createdAt: now,
      usedAt: null,
    });
    // The welcome mail is stored and queued with it, in the administrator's language, with the
    // link on the tenant's own host.
    const [mail] = await db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.tenantId, invitation.tenantId));
    expect(mail?.to).toBe('boss@acme.example');
    expect(mail?.subject).toBe('Welkom bij Acme Crew op Crew Hub');
    expect(mail?.body).toContain(`https://acme.example${invitation.welcomePath}`);
    const jobs = await db
      .select({ kind: backgroundJobs.kind, payload: backgroundJobs.payload })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.tenantId, invitation.tenantId));
    expect(jobs).toEqual([{ kind: 'mail', payload: { mailId: mail?.id } }]);
  });

  it('lets the administrator set a password once through the link and sign in on the host, with the administration right', async () => {
    const invitation = await createTenantWithAdministrator(
      api.database,
      { host: 'welcome.example', name: 'Welcome Crew', adminEmail: 'first@welcome.example' },
      { now },
    );
    const host = 'welcome.example';
    const token = tokenOf(invitation.welcomePath);
    const set = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
      host,
      payload: { password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const again = await call(api.app, 'POST', `/forgottenPassword/${token}`, {
      host,
      payload: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ reason: 'LINK_NO_LONGER_VALID' });

    const session = await signIn(api.app, 'first@welcome.example', PASSWORD, host);
    const rights = await call(api.app, 'GET', '/userRights', { host, token: session });
    expect(rights.json()).toMatchObject({ administration: { READ: 'ALL', EDIT: 'ALL' } });
    // The demo tenant's host knows nobody of this tenant.
    const elsewhere = await call(api.app, 'POST', '/auth/token', {
      host: 'localhost',
      payload: { login: 'first@welcome.example', password: PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses a link used after its seven days', async () => {
    const invitation = await createTenantWithAdministrator(
      api.database,
      { host: 'late.example', name: 'Late Crew', adminEmail: 'late@late.example' },
      { now },
    );
    api.setNow(new Date(now.getTime() + WELCOME_LINK_TTL_MS + 60_000));
    try {
      const late = await call(
        api.app,
        'POST',
        `/forgottenPassword/${tokenOf(invitation.welcomePath)}`,
        {
          host: 'late.example',
          payload: { password: PASSWORD },
        },
      );
      expect(late.statusCode).toBe(400);
    } finally {
      api.setNow(now);
    }
  });

  it.each([
    [{ host: 'localhost', name: 'Taken', adminEmail: 'a@taken.example' }, 'host', /already/],
    [{ host: 'https://x.example', name: 'X', adminEmail: 'a@x.example' }, 'host', /host name/],
    [{ host: 'x.example:8080', name: 'X', adminEmail: 'a@x.example' }, 'host', /host name/],
    [{ host: 'x.example', name: '  ', adminEmail: 'a@x.example' }, 'name', /./],
    [{ host: 'x.example', name: 'X\u0007', adminEmail: 'a@x.example' }, 'name', /control/],
    [{ host: 'x.example', name: 'X', adminEmail: 'not-an-address' }, 'adminEmail', /e-mail/],
    [
      { host: 'x.example', name: 'X', adminEmail: 'a@x.example', language: 'xx' },
      'language',
      /one of/,
    ],
  ])('refuses %j on %s, writing nothing', async (input, field, message) => {
    const before = await rowCounts(api.database);
    const refusal = await createTenantWithAdministrator(api.database, input, { now }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(TenantSetupError);
    expect(refusal).toMatchObject({ field, message: expect.stringMatching(message) });
    expect(await rowCounts(api.database)).toEqual(before);
  });

  it('invites another administrator: a new person gets a link, a person who signs in already only the role', async () => {
    const first = await createTenantWithAdministrator(
      api.database,
      { host: 'second.example', name: 'Second Crew', adminEmail: 'one@second.example' },
      { now },
    );
    const invited = await inviteAdministrator(
      api.database,
      { host: 'second.example', adminEmail: 'Two@Second.Example' },
      { now },
    );
    expect(invited).toMatchObject({ tenantId: first.tenantId, email: 'two@second.example' });
    expect('welcomePath' in invited).toBe(true);

    // The demo's office@ has a password: they become an administrator and sign in as before.
    const promoted = await inviteAdministrator(
      api.database,
      { host: 'localhost', adminEmail: 'office@demo.test' },
      { now },
    );
    expect('welcomePath' in promoted).toBe(false);
    const [demoTokens] = await api.database.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.personId, promoted.personId));
    expect(demoTokens?.n).toBe(0);
    const [grant] = await api.database.db
      .select({ name: roles.name })
      .from(personRoles)
      .innerJoin(roles, eq(roles.id, personRoles.roleId))
      .where(and(eq(personRoles.personId, promoted.personId), eq(roles.name, 'administrator')));
    expect(grant).toEqual({ name: 'administrator' });

    await expect(
      inviteAdministrator(
        api.database,
        { host: 'nobody.example', adminEmail: 'a@b.example' },
        { now },
      ),
    ).rejects.toMatchObject({ field: 'host' });

    const listed = (await listTenants(api.database)).find((tenant) => tenant.id === first.tenantId);
    expect(listed).toEqual({
      id: first.tenantId,
      name: 'Second Crew',
      hosts: ['second.example'],
      people: 2,
      administrators: 0,
      invitedAdministrators: 2,
    });
  });
  it('leaves a database with tenants as it is at a server start', async () => {
    expect(await seedDemoAtStart(api.database, { demoData: true }, { now })).toBe('present');
    expect(NO_TENANT_YET).toContain('npm run tenant -- create --host');
  });
});
