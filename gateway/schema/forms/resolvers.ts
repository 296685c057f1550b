import type { AnswerValue, FormAnswers } from '../../../machines/formAnswers';
import type {
  FormAnswerInput,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';
import { checkedId, checkIdempotencyKey, idOf, isId } from '../shared/input';

/**
 * The typed answers as the api's map by question id. Each answer sets exactly the one field of its
 * question's kind; the api applies the form's rules to the value (machines/formAnswers.ts).
 */
export function answersOf(inputs: readonly FormAnswerInput[]): FormAnswers {
  const answers: FormAnswers = {};
  for (const input of inputs) {
    const values: AnswerValue[] = [];
    if (input.text != null) values.push(input.text);
    if (input.number != null) values.push(input.number);
    if (input.yesNo != null) values.push(input.yesNo);
    if (input.choice != null) values.push(input.choice);
    if (input.choices != null) values.push(input.choices);
    if (input.date != null) values.push(input.date);
    if (input.photoId != null) {
      values.push({ photoId: idOf(input.photoId, 'photoId') });
    }
    if (input.signature != null) values.push(input.signature);
    if (values.length !== 1)
      throw gatewayError(`answer ${input.questionId} must set exactly one value`, 'BAD_USER_INPUT');
    if (!isId(input.questionId))
      throw gatewayError('questionId must be a question id', 'BAD_USER_INPUT');
    if (input.questionId in answers)
      throw gatewayError(`question ${input.questionId} is answered twice`, 'BAD_USER_INPUT');
    answers[input.questionId] = values[0] as AnswerValue;
  }
  return answers;
}

const form: NonNullable<QueryResolvers['form']> = (_parent, { id }, { loaders }) =>
  loaders.forms.byId.load(id);

const formsToFill: NonNullable<QueryResolvers['formsToFill']> = (_parent, _args, { loaders }) =>
  loaders.forms.toFill();

const submitForm: NonNullable<MutationResolvers['submitForm']> = (
  _parent,
  { formId, answers, context, idempotencyKey },
  { loaders },
) => {
  checkIdempotencyKey(idempotencyKey);
  const subject = context
    ? {
        ...(context.crewId != null ? { crewId: idOf(context.crewId, 'context.crewId') } : {}),
        ...(context.date != null ? { date: context.date } : {}),
        ...(context.shift != null ? { shift: context.shift } : {}),
      }
    : undefined;
  return loaders.forms.submit(
    checkedId(formId, 'formId'),
    answersOf(answers),
    subject,
    idempotencyKey,
  );
};

export const resolvers: Resolvers = {
  Query: { form, formsToFill },
  Mutation: { submitForm },
};
