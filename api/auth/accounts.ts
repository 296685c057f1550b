import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { personRoles, persons, roles } from '../db/core.tables';
import { plusCrews } from '../db/tables/plus-crews.tables';
import { projects } from '../db/tables/projects.tables';
import type { LoginTypeCaption } from '../db/core.tables';

export type PrincipalType = 'user' | 'project' | 'plusCrew';

/** Who is calling, as read from the token and confirmed against the database on every request. */
export interface Principal {
  type: PrincipalType;
  tenantId: number;
  /** The token's `sub`: 'person:12', 'project:1001' or 'plusCrew:7001'. */
  subject: string;
  personId: number | null;
  companyId: number | null;
  projectId: number | null;
  projectNumber: string | null;
  plusCrewId: number | null;
  plusCrewNumber: string | null;
}

export interface LoginData {
  person: { id: number; caption: string } | null;
  contactNumber: string | null;
  language: string;
  loginTypes: Array<{ caption: LoginTypeCaption }>;
}

export interface Account {
  principal: Principal;
  passwordHash: string | null;
  /** The key sign-in failures are counted under (and cleared by a password change). */
  accountKey: string;
}

export function normaliseLogin(login: string): string {
  return login.trim().toLowerCase();
}

/** An e-mail signs in a person; anything else is a project number, then a plus-crew number. */
export async function findAccountByLogin(
  db: Db,
  tenantId: number,
  login: string,
): Promise<Account | undefined> {
  const key = normaliseLogin(login);
  if (key.includes('@')) {
    // A deactivated person no longer signs in (nor asks for a reset link): as if unknown.
    const [person] = await db
      .select()
      .from(persons)
      .where(
        and(eq(persons.tenantId, tenantId), eq(persons.email, key), isNull(persons.deactivatedAt)),
      )
      .limit(1);
    return (
      person && {
        principal: personPrincipal(person),
        passwordHash: person.passwordHash,
        accountKey: key,
      }
    );
  }
  const number = login.trim();
  const [project] = await db
    .select()
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.number, number),
        isNotNull(projects.passwordHash),
      ),
    )
    .limit(1);
  if (project)
    return {
      principal: projectPrincipal(project),
      passwordHash: project.passwordHash,
      accountKey: key,
    };
  const [plusCrew] = await db
    .select()
    .from(plusCrews)
    .where(
      and(
        eq(plusCrews.tenantId, tenantId),
        eq(plusCrews.number, number),
        isNotNull(plusCrews.passwordHash),
      ),
    )
    .limit(1);
  if (plusCrew)
    return {
      principal: plusCrewPrincipal(plusCrew),
      passwordHash: plusCrew.passwordHash,
      accountKey: key,
    };
  return undefined;
}

/**
 * A token subject exactly as issued: a person's id in canonical digits ('person:01' and
 * 'person:1e0' are not person 1), a project or plus-crew number as stored.
 */
const SUBJECT_PATTERN = /^(?:(person):([1-9][0-9]{0,14})|(project|plusCrew):(\P{Cc}{1,100}))$/u;

export function parseSubject(
  subject: string,
): { kind: 'person' | 'project' | 'plusCrew'; value: string } | undefined {
  const match = SUBJECT_PATTERN.exec(subject);
  if (!match) return undefined;
  const [, person, personId, kind, number] = match;
  if (person !== undefined && personId !== undefined) return { kind: 'person', value: personId };
  if ((kind === 'project' || kind === 'plusCrew') && number !== undefined)
    return { kind, value: number };
  return undefined;
}

/** Re-reads the principal a token names; undefined when it no longer exists in that tenant. */
export async function findPrincipalBySubject(
  db: Db,
  tenantId: number,
  subject: string,
): Promise<Principal | undefined> {
  const parsed = parseSubject(subject);
  if (!parsed) return undefined;
  const { kind, value } = parsed;
  if (kind === 'person') {
    const id = Number(value);
    // A deactivated person's tokens stop with the cached look-up's seconds (api/auth/lookups.ts).
    const [person] = await db
      .select()
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, id), isNull(persons.deactivatedAt)))
      .limit(1);
    return person && personPrincipal(person);
  }
  if (kind === 'project') {
    const [project] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.number, value)))
      .limit(1);
    return project && projectPrincipal(project);
  }
  const [plusCrew] = await db
    .select()
    .from(plusCrews)
    .where(and(eq(plusCrews.tenantId, tenantId), eq(plusCrews.number, value)))
    .limit(1);
  return plusCrew && plusCrewPrincipal(plusCrew);
}

export async function buildLoginData(db: Db, principal: Principal): Promise<LoginData> {
  if (principal.type !== 'user' || principal.personId === null) {
    return { person: null, contactNumber: null, language: 'en', loginTypes: [] };
  }
  const [person] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.tenantId, principal.tenantId), eq(persons.id, principal.personId)))
    .limit(1);
  if (!person) return { person: null, contactNumber: null, language: 'en', loginTypes: [] };
  const roleRows = await db
    .selectDistinct({ loginType: roles.loginType })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(and(eq(personRoles.tenantId, principal.tenantId), eq(personRoles.personId, person.id)));
  const loginTypes = roleRows
    .map((row) => row.loginType)
    .filter((caption): caption is LoginTypeCaption => caption !== null)
    .sort()
    .map((caption) => ({ caption }));
  return {
    person: { id: person.id, caption: person.name },
    contactNumber: person.contactNumber,
    language: person.language,
    loginTypes,
  };
}

type PersonRow = typeof persons.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;
type PlusCrewRow = typeof plusCrews.$inferSelect;

const empty = {
  personId: null,
  companyId: null,
  projectId: null,
  projectNumber: null,
  plusCrewId: null,
  plusCrewNumber: null,
} as const;

function personPrincipal(person: PersonRow): Principal {
  return {
    ...empty,
    type: 'user',
    tenantId: person.tenantId,
    subject: `person:${person.id}`,
    personId: person.id,
    companyId: person.companyId,
  };
}

function projectPrincipal(project: ProjectRow): Principal {
  return {
    ...empty,
    type: 'project',
    tenantId: project.tenantId,
    subject: `project:${project.number}`,
    projectId: project.id,
    projectNumber: project.number,
  };
}

function plusCrewPrincipal(plusCrew: PlusCrewRow): Principal {
  return {
    ...empty,
    type: 'plusCrew',
    tenantId: plusCrew.tenantId,
    subject: `plusCrew:${plusCrew.number}`,
    plusCrewId: plusCrew.id,
    plusCrewNumber: plusCrew.number,
  };
}
