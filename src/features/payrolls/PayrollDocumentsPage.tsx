import { Card, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';

const PayrollDocumentsQuery = graphql(`
  query PayrollDocumentsPage {
    payrollDocuments {
      id
      payrollNumber
      periodBegin
      periodEnd
      documentType
    }
  }
`);

/** /payrolls-documents: every payroll document of the person, newest payroll first. */
export function PayrollDocumentsPage() {
  const { t, i18n } = useTranslation('payrolls');
  const language = i18n.language;
  const [result, reexecute] = useQuery({ query: PayrollDocumentsQuery });
  return (
    <QueryStates
      result={result}
      loading={t('documents.loading')}
      error={t('documents.error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('documents.empty') }}
      isEmpty={(data) => data.payrollDocuments.length === 0}
    >
      {(data) => (
        <List.Root variant="plain" gap="2">
          {data.payrollDocuments.map((document) => (
            <List.Item key={document.id} display="block">
              <Card.Root size="sm" as="article">
                <Card.Body>
                  <Stack gap="0">
                    <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                      <RouterLink
                        to={pathTo(PATHS.payrollDownload, {
                          number: document.payrollNumber,
                          documentType: document.documentType,
                        })}
                      >
                        {t('documents.download', {
                          document: t(`documentTypes.${document.documentType}`, {
                            defaultValue: document.documentType,
                          }),
                        })}
                      </RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {document.payrollNumber} · {formatDay(document.periodBegin, language)} –{' '}
                      {formatDay(document.periodEnd, language)}
                    </Text>
                  </Stack>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      )}
    </QueryStates>
  );
}
