import type { Tx } from '../database';
import {
  ADMINISTRATOR_ROLE,
  CREW_WITHOUT_PAYMENTS_ROLE,
  createCompany,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from './factories';

export interface DemoTenantOptions {
  /** The tenant's hosts; the first is the default host when `isDefault`. */
  hosts: readonly string[];
  isDefault: boolean;
  unsubscribeToken: string;
  now: Date;
  /** The argon2 hash of DEMO_PASSWORD (hashing is slow: callers hash once and reuse it). */
  passwordHash: string;
}

/** What the core part of the demo seed made, for the areas' seed modules that follow it. */
export interface DemoCore {
  tx: Tx;
  tenantId: number;
  now: Date;
  passwordHash: string;
  companies: { eventful: number; harbour: number; northern: number };
  persons: {
    crew: number;
    chief: number;
    mila: number;
    noah: number;
    planner: number;
    office: number;
  };
}

/** The demo tenant, its hosts, roles (ROLE_PRESETS), client companies and people. */
export async function seedDemoCore(tx: Tx, options: DemoTenantOptions): Promise<DemoCore> {
  const { passwordHash } = options;
  const tenant = await createTenant(tx, {
    name: 'Demo Crew Company',
    defaultLanguage: 'English',
    mobileTheme: 'red',
    backgroundColorCode: '#7a1020',
    useUserLanguage: true,
    metaHostName: 'Demo Crew',
    metaDescription:
      'Crew Hub for Demo Crew Company: jobs, shifts, payrolls and documents for our crew.',
    frameAncestors: [],
    accountingEmail: 'accounting@demo.test',
    accountingPhone: '+31 20 555 0142',
    contactEmail: 'office@demo.test',
    contactPhone: '+31 20 555 0100',
  });
  const t = tenant.id;
  for (const [index, host] of options.hosts.entries()) {
    await createTenantHost(tx, t, host, options.isDefault && index === 0);
  }
  const roleIds = await createRoles(tx, t);
  const role = (name: string) => {
    const id = roleIds[name];
    if (id === undefined) throw new Error(`demo role ${name} missing`);
    return id;
  };

  const eventful = await createCompany(tx, t, 'Eventful Ltd');
  const harbour = await createCompany(tx, t, 'Harbour Concerts BV');
  const northern = await createCompany(tx, t, 'Northern Expo GmbH');

  const person = (
    name: string,
    email: string,
    contactNumber: string,
    phone: string,
    roles: string[],
    extra: { language?: string; companyId?: number } = {},
  ) =>
    createPerson(tx, t, {
      name,
      email,
      passwordHash,
      contactNumber,
      phone,
      roleIds: roles.map(role),
      language: extra.language ?? 'en',
      companyId: extra.companyId ?? null,
    });
  const crew = await person('Alex Janssen', 'crew@demo.test', 'C-1002', '+31 6 1234 5678', [
    'crew',
  ]);
  const chief = await person('Sam de Vries', 'chief@demo.test', 'C-1003', '+31 6 2345 6789', [
    CREW_WITHOUT_PAYMENTS_ROLE,
  ]);
  const planner = await person('Priya Shah', 'planner@demo.test', 'C-1004', '+31 10 345 6789', [
    'planner',
  ]);
  await person('Jordan Miller', 'client@demo.test', 'C-1005', '+44 20 7946 0123', ['client'], {
    companyId: eventful.id,
  });
  const office = await person(
    'Lena Hoffmann',
    'office@demo.test',
    'C-1006',
    '+49 211 456 7890',
    [ADMINISTRATOR_ROLE],
    { language: 'de' },
  );
  const mila = await person('Mila Bakker', 'mila.bakker@demo.test', 'C-1007', '+31 6 3456 7890', [
    'crew',
  ]);
  const noah = await person('Noah Visser', 'noah.visser@demo.test', 'C-1008', '+31 6 4567 8901', [
    'crew',
  ]);

  return {
    tx,
    tenantId: t,
    now: options.now,
    passwordHash,
    companies: { eventful: eventful.id, harbour: harbour.id, northern: northern.id },
    persons: {
      crew: crew.id,
      chief: chief.id,
      mila: mila.id,
      noah: noah.id,
      planner: planner.id,
      office: office.id,
    },
  };
}
