import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import type { FormQuestion } from '../../../machines/formAnswers';
import { graphql } from '../../gql';
import type { FormPageQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { placeFromPath } from './form-draft';
import { FormFilling } from './FormFilling';

const FormPageQuery = graphql(`
  query FormPage($id: ID!) {
    form(id: $id) {
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
  }
`);

type LoadedForm = NonNullable<FormPageQuery['form']>;

/** The gateway's questions as the form engine's (numeric ids). */
function questionsOf(form: LoadedForm): FormQuestion[] {
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

/** /forms/{id}/{name?}/{questionId?}: one form, question by question (SPEC.md §2, issue 9 §4). */
export function FormPage() {
  const { t } = useTranslation('forms');
  const { id = '', questionId } = useParams();
  const { session } = useSession();
  const [result, reexecute] = useQuery({
    query: FormPageQuery,
    variables: { id },
    pause: !/^\d{1,10}$/.test(id),
  });
  const personId = session?.loginData.person?.id ?? 'anonymous';

  return (
    <QueryStates
      result={
        /^\d{1,10}$/.test(id) ? result : { fetching: false, data: { form: null } as FormPageQuery }
      }
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('notFoundDescription') }}
      isEmpty={(data) => !data.form || data.form.questions.length === 0}
    >
      {(data) =>
        data.form ? (
          <FormFilling
            key={data.form.id}
            form={{
              id: data.form.id,
              title: data.form.title,
              description: data.form.description,
              questions: questionsOf(data.form),
            }}
            personId={personId}
            pathPlace={placeFromPath(questionId)}
          />
        ) : null
      }
    </QueryStates>
  );
}
