import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { companies, personRoles, persons } from '../../db/core.tables';
import { createCompany, createPerson, createTenant } from '../../db/seed/factories';
import { auditEvents } from '../../db/tables/audit.tables';
import { authSessions, passwordResetTokens } from '../../db/tables/auth.tables';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { functions, projectCrews } from '../../db/tables/projects.tables';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import type { FunctionUsage, PersonAccount, PersonRow, RolePreset } from './people.schemas';

type Account = Parameters<TestApi['signInAs']>[0];
type Page<T> = { items: T[]; total: number };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(testBackends())('people on %s', (backend) => {
  let api: TestApi;
  let foreignPersonId = 0;
  let foreignFunctionId = 0;
  let companyId = 0;

  const send = async (account: Account | string, method: Method, path: string, payload?: object) =>
    api.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: {
        host: 'localhost',
        type: 'MOBILE',
        authorization: `Bearer ${account.includes('.') ? account : await api.signInAs(account as Account)}`,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const office = (method: Method, path: string, payload?: object) =>
    send('office', method, path, payload);
  const audits = async () => {
    const [row] = await api.database.db.select({ n: count() }).from(auditEvents);
    return row?.n ?? 0;
  };
  const personCount = async () => {
    const [row] = await api.database.db.select({ n: count() }).from(persons);
    return row?.n ?? 0;
  };
  let serial = 0;
  const newPerson = async (extra: object = {}) => {
    serial += 1;
    const response = await office('POST', '/persons', {
      name: `Person ${serial}`,
      email: `person-${serial}-${backend}@example.test`,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PersonAccount>();
  };
  const lastAudit = async () => {
    const rows = await api.database.db.select().from(auditEvents);
    return rows.sort((a, b) => b.id - a.id)[0];
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    await api.database.transaction(async (tx) => {
      const tenant = await createTenant(tx, { name: `Foreign people ${backend}` });
      const person = await createPerson(tx, tenant.id, {
        name: 'Foreign person',
        email: `foreign-people-${backend}@example.test`,
        passwordHash: null,
      });
      foreignPersonId = person.id;
      await createCompany(tx, tenant.id, `Foreign company ${backend}`);
      const [fn] = await tx
        .insert(functions)
        .values({ tenantId: tenant.id, name: 'Foreign function' })
        .returning({ id: functions.id });
      foreignFunctionId = fn?.id ?? 0;
    });
    const [company] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(persons, eq(persons.tenantId, companies.tenantId))
      .where(eq(persons.email, 'office@demo.test'))
      .limit(1);
    companyId = company?.id ?? 0;
    expect(companyId).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await api.close();
  });

  describe('rights and tenants', () => {
    it.each(['planner', 'crew', 'client', 'chief'] as const)(
      '%s cannot administer',
      async (who) => {
        for (const [method, path] of [
          ['GET', '/persons'],
          ['GET', '/rolePresets'],
          ['GET', '/functionUsage'],
          ['GET', '/contactCompanies'],
          ['POST', '/persons'],
          ['POST', '/functions'],
          ['DELETE', '/contacts/1'],
        ] as const) {
          const response = await send(who, method, path, method === 'GET' ? undefined : {});
          expect(response.statusCode, `${who} ${method} ${path}`).toBe(403);
        }
      },
    );

    it("an administrator sees nothing of another tenant's", async () => {
      const list = (await office('GET', '/persons?limit=200')).json<Page<PersonRow>>();
      expect(list.items.some((row) => row.id === foreignPersonId)).toBe(false);
      expect((await office('GET', `/persons/${foreignPersonId}/account`)).statusCode).toBe(404);
      expect((await office('PATCH', `/persons/${foreignPersonId}`, { name: 'X' })).statusCode).toBe(
        404,
      );
      for (const action of ['invitation', 'deactivation', 'reactivation'])
        expect((await office('POST', `/persons/${foreignPersonId}/${action}`)).statusCode).toBe(
          404,
        );
      expect((await office('DELETE', `/functions/${foreignFunctionId}`)).statusCode).toBe(404);
      expect(
        (await office('PATCH', `/functions/${foreignFunctionId}`, { name: 'Mine' })).statusCode,
      ).toBe(404);
      const companyNames = (await office('GET', '/contactCompanies'))
        .json<{ items: Array<{ name: string }> }>()
        .items.map((company) => company.name);
      expect(companyNames.length).toBeGreaterThan(0);
      expect(companyNames).not.toContain(`Foreign company ${backend}`);
      const usage = (await office('GET', '/functionUsage')).json<{ items: FunctionUsage[] }>();
      expect(usage.items.some((fn) => fn.id === foreignFunctionId)).toBe(false);
      // Another tenant's function is no function of this one.
      const refused = await office('POST', '/persons', {
        name: 'Borrower',
        email: `borrower-${backend}@example.test`,
        functionIds: [foreignFunctionId],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ reason: 'FUNCTION_NOT_FOUND' });
    });
  });

  describe('the list', () => {
    it('searches and filters', async () => {
      const created = await newPerson({ contactNumber: 'PN-7781', rolePresets: ['planner'] });
      const byNumber = (await office('GET', '/persons?q=pn-7781')).json<Page<PersonRow>>();
      expect(byNumber.items.map((row) => row.id)).toEqual([created.id]);
      expect(byNumber.items[0]).toMatchObject({
        loginTypes: ['planner'],
        invitation: 'notInvited',
      });
      const byMail = (await office('GET', '/persons?q=OFFICE@DEMO')).json<Page<PersonRow>>();
      expect(byMail.items.map((row) => row.email)).toEqual(['office@demo.test']);
      const planners = (await office('GET', '/persons?loginType=planner&limit=200')).json<
        Page<PersonRow>
      >();
      expect(planners.items.every((row) => row.loginTypes.includes('planner'))).toBe(true);
      expect(planners.items.some((row) => row.email === 'planner@demo.test')).toBe(true);
      const crew = (await office('GET', '/persons?q=crew@demo')).json<Page<PersonRow>>();
      expect(crew.items[0]?.invitation).toBe('active');
      const functionId = crew.items[0]?.functions[0]?.id;
      expect(functionId).toBeDefined();
      const withFunction = (
        await office('GET', `/persons?functionId=${functionId}&limit=200`)
      ).json<Page<PersonRow>>();
      expect(withFunction.items.some((row) => row.email === 'crew@demo.test')).toBe(true);
      expect(
        withFunction.items.every((row) => row.functions.some((fn) => fn.id === functionId)),
      ).toBe(true);
      const inactive = (await office('GET', '/persons?active=false')).json<Page<PersonRow>>();
      expect(inactive.items.every((row) => row.invitation === 'deactivated')).toBe(true);
      for (const query of ['loginType=boss', 'active=yes', 'functionId=x', 'limit=0', 'q='])
        expect((await office('GET', `/persons?${query}`)).statusCode, query).toBe(400);
    });

    it('lists the role presets with their grants', async () => {
      const presets = (await office('GET', '/rolePresets')).json<{ items: RolePreset[] }>().items;
      expect(presets.map((preset) => preset.name)).toEqual(
        expect.arrayContaining(['crew', 'planner', 'client', 'office', 'administrator']),
      );
      expect(presets.find((preset) => preset.name === 'administrator')?.grants).toEqual(
        expect.arrayContaining([
          { resource: 'administration', action: 'EDIT', permissionType: 'ALL' },
        ]),
      );
    });
  });

  describe('create and change', () => {
    it('creates a person with every field, functions, presets and adjustments, audited', async () => {
      const [fn] = (await office('GET', '/functionUsage')).json<{ items: FunctionUsage[] }>().items;
      const before = await audits();
      const created = await newPerson({
        phone: '+31 20 123 4567',
        contactNumber: 'P-100',
        street: 'Main street 1',
        postalCode: '1011 AB',
        city: 'Amsterdam',
        country: 'NL',
        birthday: '1961-04-30',
        language: 'nl',
        timeZone: 'Europe/Amsterdam',
        functionIds: [fn?.id],
        rolePresets: ['crew'],
        rightAdjustments: [
          { resource: 'receipts', action: 'CREATE', permissionType: null },
          { resource: 'projects', action: 'READ', permissionType: 'ALL' },
        ],
      });
      expect(created).toMatchObject({
        birthday: '1961-04-30',
        language: 'nl',
        loginTypes: ['crew'],
        rolePresets: ['crew'],
        functions: [{ id: fn?.id }],
        invitation: 'notInvited',
      });
      const rights = created.effectiveRights.map(
        (r) => `${r.resource}.${r.action}.${r.permissionType}`,
      );
      expect(rights).toContain('projects.READ.ALL');
      expect(rights).not.toContain('receipts.CREATE.OWN');
      expect(rights).toContain('receipts.READ.OWN');
      expect(await audits()).toBe(before + 1);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'created', subject: 'person', subjectId: created.id });
      expect(audit?.changes).toMatchObject({
        email: { from: null, to: created.email },
        functionIds: { from: null, to: [fn?.id] },
        rolePresets: { from: null, to: ['crew'] },
      });
      expect(JSON.stringify(audit?.changes)).not.toMatch(/password|token/i);
    });

    it('refuses an e-mail another person has, in any case, writing nothing', async () => {
      const people = await personCount();
      const before = await audits();
      const taken = await office('POST', '/persons', { name: 'Twin', email: ' CREW@Demo.Test ' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ reason: 'EMAIL_TAKEN' });
      const other = await newPerson();
      const patched = await office('PATCH', `/persons/${other.id}`, { email: 'Planner@demo.test' });
      expect(patched.statusCode).toBe(409);
      expect(await personCount()).toBe(people + 1);
      expect(await audits()).toBe(before + 1);
      // Its own e-mail in another case is no conflict: stored lower-cased.
      const same = await office('PATCH', `/persons/${other.id}`, {
        email: other.email.toUpperCase(),
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(await audits()).toBe(before + 1);
    });

    const bad: Array<[string, object]> = [
      ['name', { name: '' }],
      ['name', { name: 'x'.repeat(201) }],
      ['name', { name: 'a\u0000b' }],
      ['email', { email: 'not-an-email' }],
      ['phone', { phone: 'call me' }],
      ['contactNumber', { contactNumber: 'x'.repeat(41) }],
      ['street', { street: 'x'.repeat(201) }],
      ['postalCode', { postalCode: 'x'.repeat(21) }],
      ['city', { city: 'x'.repeat(101) }],
      ['country', { country: 'x'.repeat(101) }],
      ['birthday', { birthday: '1899-12-31' }],
      ['birthday', { birthday: '2001-02-29' }],
      ['language', { language: 'xx' }],
      ['timeZone', { timeZone: 'Mars/Olympus' }],
      ['companyId', { companyId: 'one' }],
      ['functionIds', { functionIds: [0] }],
      ['rolePresets', { rolePresets: [''] }],
      [
        'rightAdjustments',
        { rightAdjustments: [{ resource: 'nothing', action: 'READ', permissionType: null }] },
      ],
      ['unknown', { unknown: 1 }],
    ];
    it.each(bad)('refuses a bad %s with 400 naming it, nothing written', async (field, body) => {
      const people = await personCount();
      const before = await audits();
      const created = await office('POST', '/persons', {
        name: 'Valid',
        email: `valid-${backend}@example.test`,
        ...body,
      });
      expect(created.statusCode, created.body).toBe(400);
      const details = created.json<{ details?: Array<{ path: string }> }>().details ?? [];
      if (field !== 'unknown') expect(details.map((d) => d.path).join(' ')).toContain(field);
      const target = await office('GET', '/persons?q=crew@demo');
      const id = target.json<Page<PersonRow>>().items[0]?.id ?? 0;
      const patched = await office('PATCH', `/persons/${id}`, body);
      expect(patched.statusCode, patched.body).toBe(400);
      expect(await personCount()).toBe(people);
      expect(await audits()).toBe(before);
    });

    it('refuses an unknown company or preset naming the field, nothing written', async () => {
      const people = await personCount();
      const before = await audits();
      const company = await office('POST', '/persons', {
        name: 'N',
        email: `n-${backend}@example.test`,
        companyId: 999999,
      });
      expect(company.statusCode).toBe(400);
      expect(company.json()).toMatchObject({
        reason: 'COMPANY_NOT_FOUND',
        details: [{ path: 'body.companyId' }],
      });
      const preset = await office('POST', '/persons', {
        name: 'N',
        email: `n-${backend}@example.test`,
        rolePresets: ['emperor'],
      });
      expect(preset.json()).toMatchObject({ reason: 'ROLE_PRESET_NOT_FOUND' });
      expect(await personCount()).toBe(people);
      expect(await audits()).toBe(before);
    });

    it('audits a change with its fields only, and no row for a change that changes nothing', async () => {
      const person = await newPerson();
      const changed = await office('PATCH', `/persons/${person.id}`, {
        city: 'Utrecht',
        rolePresets: ['planner', 'crew'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<PersonAccount>().loginTypes).toEqual(['crew', 'planner']);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'changed', subjectId: person.id });
      expect(audit?.changes).toEqual({
        city: { from: null, to: 'Utrecht' },
        rolePresets: { from: [], to: ['crew', 'planner'] },
      });
      const before = await audits();
      expect((await office('PATCH', `/persons/${person.id}`, { city: 'Utrecht' })).statusCode).toBe(
        200,
      );
      expect(await audits()).toBe(before);
      expect((await office('PATCH', `/persons/${person.id}`, {})).statusCode).toBe(400);
    });
  });

  describe('invitation and deactivation', () => {
    it('queues the welcome mail, sends again with one good link, refuses once a password is set', async () => {
      const person = await newPerson({ rolePresets: ['crew'] });
      const mails = async () =>
        api.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, person.email));
      const invited = await office('POST', `/persons/${person.id}/invitation`);
      expect(invited.statusCode, invited.body).toBe(200);
      expect(invited.json<PersonAccount>()).toMatchObject({ invitation: 'invited' });
      expect((await mails()).length).toBe(1);
      expect((await mails())[0]?.body).toMatch(/\/welcome\/[A-Za-z0-9_-]+/);
      expect(await lastAudit()).toMatchObject({ action: 'invited', subjectId: person.id });
      expect((await office('POST', `/persons/${person.id}/invitation`)).statusCode).toBe(200);
      expect((await mails()).length).toBe(2);
      // The resend leaves one link that works: the newest.
      const links = await api.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.personId, person.id));
      const now = api.clock.now().getTime();
      expect(links.filter((link) => link.expiresAt.getTime() > now)).toHaveLength(1);
      const token = /\/welcome\/([A-Za-z0-9_-]+)/.exec((await mails())[1]?.body ?? '')?.[1];
      const set = await api.app.inject({
        method: 'POST',
        url: `/api/v1/forgottenPassword/${token}`,
        headers: { host: 'localhost', type: 'MOBILE' },
        payload: { password: 'welcome-pass-1' },
      });
      expect(set.statusCode, set.body).toBe(200);
      const active = (await office('GET', `/persons/${person.id}/account`)).json<PersonAccount>();
      expect(active.invitation).toBe('active');
      const before = await audits();
      const again = await office('POST', `/persons/${person.id}/invitation`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'PASSWORD_ALREADY_SET' });
      expect((await mails()).length).toBe(2);
      expect(await audits()).toBe(before);
    });

    it('deactivation ends the sessions at once, refuses sign-in, and reactivation lets them in', async () => {
      const person = await newPerson({ rolePresets: ['crew'] });
      await api.database.db
        .update(persons)
        .set({ passwordHash: await hashPassword('crew-pass-1') })
        .where(eq(persons.id, person.id));
      const token = await signIn(api.app, person.email, 'crew-pass-1');
      expect((await send(token, 'GET', '/userRights')).statusCode).toBe(200);
      const deactivated = await office('POST', `/persons/${person.id}/deactivation`);
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(deactivated.json<PersonAccount>()).toMatchObject({ invitation: 'deactivated' });
      expect(deactivated.json<PersonAccount>().deactivatedAt).not.toBeNull();
      expect((await send(token, 'GET', '/userRights')).statusCode).toBe(401);
      const live = await api.database.db
        .select({ n: count() })
        .from(authSessions)
        .where(and(eq(authSessions.subject, `person:${person.id}`), isNull(authSessions.endedAt)));
      expect(live[0]?.n).toBe(0);
      await expect(signIn(api.app, person.email, 'crew-pass-1')).rejects.toThrow(/401/);
      expect(await lastAudit()).toMatchObject({ action: 'deactivated', subjectId: person.id });
      // History kept: the person, their roles, all still there.
      const [roles] = await api.database.db
        .select({ n: count() })
        .from(personRoles)
        .where(eq(personRoles.personId, person.id));
      expect(roles?.n).toBe(1);
      const before = await audits();
      const twice = await office('POST', `/persons/${person.id}/deactivation`);
      expect(twice.json()).toMatchObject({ reason: 'PERSON_ALREADY_DEACTIVATED' });
      const invite = await office('POST', `/persons/${person.id}/invitation`);
      expect(invite.json()).toMatchObject({ reason: 'PERSON_DEACTIVATED' });
      expect(await audits()).toBe(before);
      const back = await office('POST', `/persons/${person.id}/reactivation`);
      expect(back.statusCode).toBe(200);
      expect(back.json<PersonAccount>().invitation).toBe('active');
      expect(await signIn(api.app, person.email, 'crew-pass-1')).toBeTruthy();
      const notDeactivated = await office('POST', `/persons/${person.id}/reactivation`);
      expect(notDeactivated.json()).toMatchObject({ reason: 'PERSON_NOT_DEACTIVATED' });
    });

    it('an administrator does not deactivate themself', async () => {
      const me = (await office('GET', '/persons?q=office@demo')).json<Page<PersonRow>>().items[0];
      const refused = await office('POST', `/persons/${me?.id}/deactivation`);
      expect(refused.json()).toMatchObject({ reason: 'CANNOT_DEACTIVATE_SELF' });
    });
  });

  describe('contacts', () => {
    it('creates, changes and deletes a contact, refusing while it is referenced', async () => {
      const created = await office('POST', '/contacts', {
        name: 'Casey Client',
        email: `casey-${backend}@example.test`,
        companyId,
      });
      expect(created.statusCode, created.body).toBe(201);
      const contact = created.json<PersonAccount>();
      expect(contact.company?.id).toBe(companyId);
      expect(await lastAudit()).toMatchObject({ action: 'created', subject: 'contact' });
      expect(
        (await office('POST', '/contacts', { name: 'No company', email: 'x@y.test' })).statusCode,
      ).toBe(400);
      const patched = await office('PATCH', `/contacts/${contact.id}`, { phone: '0612345678' });
      expect(patched.statusCode, patched.body).toBe(200);
      // A person who is no contact is not one here.
      const crew = (await office('GET', '/persons?q=crew@demo')).json<Page<PersonRow>>().items[0];
      expect((await office('PATCH', `/contacts/${crew?.id}`, { phone: '1' })).statusCode).toBe(404);
      expect((await office('DELETE', `/contacts/${crew?.id}`)).statusCode).toBe(404);

      const [crewRow] = await api.database.db.select().from(projectCrews).limit(1);
      await api.database.db
        .update(projectCrews)
        .set({ contactOnSitePersonId: contact.id })
        .where(eq(projectCrews.id, crewRow?.id ?? 0));
      const before = await audits();
      const refused = await office('DELETE', `/contacts/${contact.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ reason: 'STILL_REFERENCED', facts: { crews: 1 } });
      expect(await audits()).toBe(before);
      expect((await office('GET', `/persons/${contact.id}/account`)).statusCode).toBe(200);
      await api.database.db
        .update(projectCrews)
        .set({ contactOnSitePersonId: crewRow?.contactOnSitePersonId ?? null })
        .where(eq(projectCrews.id, crewRow?.id ?? 0));
      expect((await office('DELETE', `/contacts/${contact.id}`)).statusCode).toBe(200);
      expect(await lastAudit()).toMatchObject({ action: 'deleted', subject: 'contact' });
      expect((await office('GET', `/persons/${contact.id}/account`)).statusCode).toBe(404);
    });
  });

  describe('functions', () => {
    it('adds, renames and deletes a function; a used one is refused with its counts', async () => {
      const added = await office('POST', '/functions', { name: 'Pyro technician' });
      expect(added.statusCode, added.body).toBe(201);
      const fn = added.json<FunctionUsage>();
      expect(fn).toMatchObject({ name: 'Pyro technician', people: 0, crewItems: 0 });
      expect(await lastAudit()).toMatchObject({
        action: 'created',
        subject: 'function',
        changes: { name: { from: null, to: 'Pyro technician' } },
      });
      const dupe = await office('POST', '/functions', { name: 'pyro TECHNICIAN' });
      expect(dupe.json()).toMatchObject({ reason: 'FUNCTION_NAME_TAKEN' });
      expect((await office('POST', '/functions', { name: ' ' })).statusCode).toBe(400);
      expect((await office('POST', '/functions', { name: 'x'.repeat(101) })).statusCode).toBe(400);
      const renamed = await office('PATCH', `/functions/${fn.id}`, { name: 'Pyrotechnician' });
      expect(renamed.json<FunctionUsage>().name).toBe('Pyrotechnician');
      expect(await lastAudit()).toMatchObject({
        changes: { name: { from: 'Pyro technician', to: 'Pyrotechnician' } },
      });

      const used = (await office('GET', '/functionUsage'))
        .json<{ items: FunctionUsage[] }>()
        .items.find((item) => item.crewItems > 0);
      expect(used).toBeDefined();
      const before = await audits();
      const refused = await office('DELETE', `/functions/${used?.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        reason: 'STILL_REFERENCED',
        facts: { crewItems: used?.crewItems },
      });
      expect(await audits()).toBe(before);
      // Registered people count too.
      await newPerson({ functionIds: [fn.id] });
      const registered = await office('DELETE', `/functions/${fn.id}`);
      expect(registered.json()).toMatchObject({ facts: { people: 1 } });

      const spare = (await office('POST', '/functions', { name: 'Spare' })).json<FunctionUsage>();
      expect((await office('DELETE', `/functions/${spare.id}`)).statusCode).toBe(200);
      expect(await lastAudit()).toMatchObject({ action: 'deleted', subjectId: spare.id });
      expect((await office('DELETE', `/functions/${spare.id}`)).statusCode).toBe(404);
    });
  });
});
