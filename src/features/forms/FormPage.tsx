import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { FormPageQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session/useSession';
import { QueryStates } from '../../ui/states/QueryStates';
import { placeFromPath } from '../../lib/forms/form-draft';
import { FormFilling } from '../../lib/forms/FormFilling';
import { questionsOf } from '../../lib/forms/questions';

const FormPageQuery = graphql(`
  query FormPage($id: ID!) {
    form(id: $id) {
      ...FormFillingFields
    }
  }
`);

/** /forms/{id}/{name?}/{questionId?}: one form, question by question (SPEC.md §2). */
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
