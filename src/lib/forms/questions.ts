import type { FormQuestion } from '../../../machines/formAnswers';
import { graphql } from '../../gql';

/** What the form engine needs of a form: spread into the query of every screen that fills one in. */
export const FormFillingFields = graphql(`
  fragment FormFillingFields on Form {
    id
    title
    description
    purpose
    questions {
      id
      kind
      label
      help
      required
      maxLength
      min
      max
      integer
      options {
        value
        label
      }
    }
  }
`);

/** A form's questions as the gateway answers them (the form screen's and the crew's security check's queries). */
export interface GatewayFormQuestion {
  id: string;
  kind: FormQuestion['kind'];
  label: string;
  help?: string | null;
  required: boolean;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  integer: boolean;
  options: readonly { value: string; label: string }[];
}

/** The gateway's questions as the form engine's (numeric ids). */
export function questionsOf(form: { questions: readonly GatewayFormQuestion[] }): FormQuestion[] {
  return form.questions.map((question) => ({
    ...question,
    id: Number(question.id),
    help: question.help ?? null,
    maxLength: question.maxLength ?? null,
    min: question.min ?? null,
    max: question.max ?? null,
    options: question.options.map(({ value, label }) => ({ value, label })),
  }));
}
