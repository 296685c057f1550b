import { Button, Card, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/dates/dates';
import { pathTo, PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { appClock } from '../../lib/clock/clock';

const CreateShareLinkMutation = graphql(`
  mutation CreatePayrollShareLink($number: String!) {
    createPayrollShareLink(number: $number) {
      token
      link {
        id
        payrollNumber
        createdAt
        expiresAt
        revokedAt
      }
    }
  }
`);

const RevokeShareLinkMutation = graphql(`
  mutation RevokePayrollShareLink($id: ID!) {
    revokePayrollShareLink(id: $id) {
      id
      revokedAt
    }
  }
`);

type ShareLink = { id: string; createdAt: string; expiresAt: string; revokedAt?: string | null };

/**
 * Public links to one payroll. The token travels in the URL's fragment (#…), which browsers never
 * send to a server, and is shown only once, right after it is made (only its hash is stored).
 */
export function ShareLinks({
  number,
  links,
  onChange,
}: {
  number: string;
  links: readonly ShareLink[];
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation('payrolls');
  const toast = useToast();
  const [created, setCreated] = useState<string | null>(null);
  const [{ fetching: creating }, create] = useMutation(CreateShareLinkMutation);
  const [{ fetching: revoking }, revoke] = useMutation(RevokeShareLinkMutation);
  const now = appClock.nowMs();
  const active = links.filter((link) => !link.revokedAt && Date.parse(link.expiresAt) > now);

  async function makeLink() {
    const result = await create({ number });
    const answer = result.data?.createPayrollShareLink;
    if (!answer) {
      toast.show({ message: t('share.failed'), type: 'error' });
      return;
    }
    setCreated(
      `${window.location.origin}${pathTo(PATHS.publicPayroll, { number })}#${answer.token}`,
    );
    toast.show({ message: t('share.created'), type: 'success' });
    onChange();
  }

  async function revokeLink(id: string) {
    const result = await revoke({ id });
    if (result.error) {
      toast.show({ message: t('share.failed'), type: 'error' });
      return;
    }
    toast.show({ message: t('share.revoked'), type: 'success' });
    onChange();
  }

  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t('share.hint')}
      </Text>
      {created ? (
        <Field.Root>
          <Field.Label>{t('share.newLink')}</Field.Label>
          <Input value={created} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Field.HelperText>{t('share.copyHint')}</Field.HelperText>
        </Field.Root>
      ) : null}
      <Button
        onClick={() => void makeLink()}
        loading={creating}
        alignSelf="start"
        variant="outline"
        minHeight="11"
      >
        {t('share.create')}
      </Button>
      {active.length > 0 ? (
        <List.Root variant="plain" gap="2" aria-label={t('share.activeLinks')}>
          {active.map((link) => (
            <List.Item key={link.id} display="block">
              <Card.Root size="sm">
                <Card.Body>
                  <HStack justify="space-between" gap="2">
                    <Text fontSize="sm">
                      {t('share.validUntil', {
                        date: formatDateTime(link.expiresAt, i18n.language),
                      })}
                    </Text>
                    <Button
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      minHeight="11"
                      loading={revoking}
                      onClick={() => void revokeLink(link.id)}
                    >
                      {t('share.revoke')}
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
