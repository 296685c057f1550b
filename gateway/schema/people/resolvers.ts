import type {
  MutationResolvers,
  PersonInput,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { orNull } from '../../upstream/api-client';
import { checkedId, idOf } from '../shared/input';
import type { UpstreamRolePreset } from './people.upstream';

// The administration's people and functions: the api answers every rule (and names a refused
// field in its 400 details, which the gateway passes on); here only ids become numbers and the
// api's permissionType is called permission.

type Grant = UpstreamRolePreset['grants'][number];
const grant = ({ resource, action, permissionType }: Grant) => ({
  resource,
  action,
  permission: permissionType,
});

/** The api's body: only the fields given (null where the form clears one), ids as numbers. */
function personBody(input: PersonInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'companyId')
      body[key] = value === null ? null : idOf(value as string, 'input.companyId');
    else if (key === 'functionIds')
      body[key] = ((value as string[] | null) ?? []).map((id) => idOf(id, 'input.functionIds'));
    else if (key === 'rightAdjustments')
      body[key] = ((value as PersonInput['rightAdjustments']) ?? []).map((adjustment) => ({
        resource: adjustment.resource,
        action: adjustment.action,
        permissionType: adjustment.permission ?? null,
      }));
    else if (key === 'rolePresets') body[key] = value ?? [];
    else if (value !== null || key !== 'name') body[key] = value;
  }
  return body;
}

const administeredPeople: NonNullable<QueryResolvers['administeredPeople']> = (
  _parent,
  { q, functionId, loginType, active, page, limit },
  { loaders },
) =>
  loaders.people.list({
    ...(q ? { q } : {}),
    ...(functionId ? { functionId: checkedId(functionId, 'functionId') } : {}),
    ...(loginType ? { loginType } : {}),
    ...(active === null || active === undefined ? {} : { active: String(active) }),
    ...(page ? { page } : {}),
    ...(limit ? { limit } : {}),
  });

const personAccount: NonNullable<QueryResolvers['personAccount']> = (
  _parent,
  { id },
  { loaders },
) => orNull(loaders.people.account.load(checkedId(id, 'id')));

const createPerson: NonNullable<MutationResolvers['createPerson']> = (
  _parent,
  { input },
  { loaders },
) => loaders.people.create(personBody(input));
const changePerson: NonNullable<MutationResolvers['changePerson']> = (
  _parent,
  { id, input },
  { loaders },
) => loaders.people.change(checkedId(id, 'id'), personBody(input));

export const resolvers: Resolvers = {
  Query: {
    administeredPeople,
    personAccount,
    rolePresets: (_parent, _args, { loaders }) => loaders.people.rolePresets(),
    contactCompanies: (_parent, _args, { loaders }) => loaders.people.contactCompanies(),
    functionUsages: (_parent, _args, { loaders }) => loaders.people.functionUsages(),
  },
  Mutation: {
    createPerson,
    changePerson,
    invitePerson: (_parent, { id }, { loaders }) =>
      loaders.people.act(checkedId(id, 'id'), 'invitation'),
    deactivatePerson: (_parent, { id }, { loaders }) =>
      loaders.people.act(checkedId(id, 'id'), 'deactivation'),
    reactivatePerson: (_parent, { id }, { loaders }) =>
      loaders.people.act(checkedId(id, 'id'), 'reactivation'),
    createFunction: (_parent, { name }, { loaders }) => loaders.people.createFunction(name),
    renameFunction: (_parent, { id, name }, { loaders }) =>
      loaders.people.renameFunction(checkedId(id, 'id'), name),
    deleteFunction: (_parent, { id }, { loaders }) =>
      loaders.people.deleteFunction(checkedId(id, 'id')),
  },
  PersonAccount: {
    effectiveRights: (person) => person.effectiveRights.map(grant),
    rightAdjustments: (person) =>
      person.rightAdjustments.map(({ resource, action, permissionType }) => ({
        resource,
        action,
        permission: permissionType,
      })),
  },
  RolePreset: { grants: (preset) => preset.grants.map(grant) },
};
