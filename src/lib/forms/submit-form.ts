import { graphql } from '../../gql';

/** Sends a form's answers once per idempotency key (the form screen, and the outbox's replay). */
export const SubmitFormMutation = graphql(`
  mutation SubmitForm(
    $formId: ID!
    $answers: [FormAnswerInput!]!
    $context: FormResultContextInput
    $idempotencyKey: String!
  ) {
    submitForm(
      formId: $formId
      answers: $answers
      context: $context
      idempotencyKey: $idempotencyKey
    ) {
      id
      formId
      submittedAt
      answerCount
    }
  }
`);
