import { defineDemoSeed } from '../../db/seed/area-seeds';
import type { ChoiceOption, FormPurpose, QuestionKind } from '../../../machines/formAnswers';
import type { Db, Tx } from '../../db/database';
import type { DemoCore } from '../../db/seed/core.seed';
import { formAssignments, formQuestions } from './forms.tables';
import { forms } from '../../db/tables/forms.tables';

/** A question as the seed and the tests write it: the kind and label, the rest as needed. */
export interface QuestionSeed {
  kind: QuestionKind;
  label: string;
  help?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  options?: ChoiceOption[];
}

/** A form with its questions in order, assigned to people and / or opened to roles. */
export async function createForm(
  db: Db | Tx,
  tenantId: number,
  values: { title: string; description?: string; purpose?: FormPurpose },
  questions: QuestionSeed[],
  assignTo: { personIds?: number[]; roleIds?: number[] } = {},
) {
  const [form] = await db
    .insert(forms)
    .values({ tenantId, ...values })
    .returning();
  if (!form) throw new Error('form insert returned nothing');
  const rows = await db
    .insert(formQuestions)
    .values(
      questions.map((question, position) => ({ tenantId, formId: form.id, position, ...question })),
    )
    .returning({ id: formQuestions.id, kind: formQuestions.kind });
  for (const personId of assignTo.personIds ?? [])
    await db.insert(formAssignments).values({ tenantId, formId: form.id, personId });
  for (const roleId of assignTo.roleIds ?? [])
    await db.insert(formAssignments).values({ tenantId, formId: form.id, roleId });
  return { form, questionIds: rows.map((row) => row.id) };
}

const options = (...labels: string[]): ChoiceOption[] =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    label,
  }));

/** The venue walk-through a crew member does before the doors open; every kind of question. */
export const VENUE_WALK_THROUGH: QuestionSeed[] = [
  {
    kind: 'text',
    label: 'Which area did you walk through?',
    help: 'For example: hall 2, loading dock C, backstage left.',
    required: true,
    maxLength: 120,
  },
  { kind: 'yesNo', label: 'Are all emergency exits free and signposted?', required: true },
  {
    kind: 'number',
    label: 'How many fire extinguishers did you check?',
    required: true,
    min: 0,
    max: 50,
    integer: true,
  },
  {
    kind: 'singleChoice',
    label: 'How is the floor?',
    required: true,
    options: options(
      'Dry and clear',
      'Cables taped down',
      'Wet or slippery spots',
      'Trip hazards left',
    ),
  },
  {
    kind: 'multipleChoice',
    label: 'What did you find that needs attention?',
    help: 'Choose all that apply; leave empty if nothing.',
    options: options(
      'Blocked exit',
      'Loose cable',
      'Missing signage',
      'Broken lighting',
      'Unsecured truss',
    ),
  },
  { kind: 'date', label: 'On which day is the event?', required: true },
  {
    kind: 'photo',
    label: 'A photo of anything that needs fixing',
    help: 'Optional: one photo of the worst spot.',
  },
  { kind: 'signature', label: 'Sign to confirm the walk-through', required: true },
];

/** A report of damaged equipment; every kind of question. */
export const EQUIPMENT_DAMAGE_REPORT: QuestionSeed[] = [
  {
    kind: 'text',
    label: 'What is damaged?',
    help: 'The item and, if it has one, its asset number.',
    required: true,
    maxLength: 200,
  },
  { kind: 'date', label: 'When did it happen?', required: true },
  {
    kind: 'singleChoice',
    label: 'How bad is it?',
    required: true,
    options: options('Cosmetic only', 'Works, needs repair', 'Out of order'),
  },
  {
    kind: 'number',
    label: 'How many items are affected?',
    required: true,
    min: 1,
    max: 500,
    integer: true,
  },
  {
    kind: 'multipleChoice',
    label: 'Who needs to know?',
    options: options('Warehouse', 'Project manager', 'Client', 'Insurance'),
  },
  { kind: 'yesNo', label: 'Was anyone hurt?', required: true },
  { kind: 'photo', label: 'A photo of the damage', required: true },
  { kind: 'text', label: 'Anything else?', maxLength: 1000 },
  { kind: 'signature', label: 'Your signature', required: true },
];

/**
 * The security check a crew runs each shift: yes/no, a number, a photo and the chief's signature.
 * The crews area links it to chief@'s crews and answers yesterday's (crews.media.seed.ts).
 */
export const VENUE_SECURITY_CHECK: QuestionSeed[] = [
  { kind: 'yesNo', label: 'Are all emergency exits and escape routes free?', required: true },
  { kind: 'yesNo', label: 'Are the fire extinguishers in place and sealed?', required: true },
  {
    kind: 'yesNo',
    label: 'Are all truss and rigging points secured with safety cables?',
    required: true,
  },
  {
    kind: 'number',
    label: 'How many crew members wear their safety shoes and gloves?',
    required: true,
    min: 0,
    max: 200,
    integer: true,
  },
  {
    kind: 'text',
    label: 'What needs attention before the doors open?',
    help: 'Leave empty if nothing.',
    maxLength: 500,
  },
  { kind: 'photo', label: 'A photo of the emergency exit of your area', required: true },
  { kind: 'signature', label: 'Crew chief’s signature', required: true },
];

/** The demo's security check form, which the crews area's seed links to crews (crews.media.seed.ts). */
export interface DemoSecurityCheckForm {
  id: number;
  questions: { id: number; kind: QuestionKind }[];
}

/**
 * The demo's forms: crew@ has a venue safety walk-through and an equipment damage report to fill
 * in; chief@ the walk-through. Every kind of question appears in each. Last, the venue security
 * check, with no one assigned: a crew's chief reads it through the crew.
 */
export async function seedDemoForms(
  core: DemoCore,
): Promise<{ securityCheck: DemoSecurityCheckForm }> {
  const { tx, tenantId, persons } = core;
  await createForm(
    tx,
    tenantId,
    {
      title: 'Venue safety walk-through',
      description: 'Walk your area before the doors open and tell the crew chief what you find.',
    },
    VENUE_WALK_THROUGH,
    { personIds: [persons.crew, persons.chief] },
  );
  await createForm(
    tx,
    tenantId,
    {
      title: 'Equipment damage report',
      description: 'Report damaged or broken equipment the same day, with a photo.',
    },
    EQUIPMENT_DAMAGE_REPORT,
    { personIds: [persons.crew] },
  );
  const { form, questionIds } = await createForm(
    tx,
    tenantId,
    {
      title: 'Venue security check',
      description:
        'Walk the venue with your crew before work starts: exits, fire safety, rigging and protective gear.',
      purpose: 'securityCheck',
    },
    VENUE_SECURITY_CHECK,
  );
  const questions = VENUE_SECURITY_CHECK.map((question, index) => ({
    id: questionIds[index] as number,
    kind: question.kind,
  }));
  return { securityCheck: { id: form.id, questions } };
}

declare module '../../db/seed/area-seeds' {
  interface DemoSeedResults {
    forms: { securityCheck: DemoSecurityCheckForm };
  }
}

/** This file's parts of the demo tenant (api/db/seed/area-seeds.ts orders them). */
export const demoSeeds = [
  defineDemoSeed({
    name: 'forms',
    after: [],
    run: (core) => seedDemoForms(core),
  }),
];
