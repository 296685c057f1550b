import { Button, Card, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDateTime } from '../../lib/dates/dates';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { feedUrls, type FeedUrls } from '../../lib/calendar/feed-urls';

const CalendarSubscriptionQuery = graphql(`
  query CalendarSubscription {
    calendarSubscriptions {
      id
      createdAt
    }
  }
`);

const CreateCalendarSubscriptionMutation = graphql(`
  mutation CreateCalendarSubscription {
    createCalendarSubscription {
      id
      createdAt
      feedPath
    }
  }
`);

const RevokeCalendarSubscriptionMutation = graphql(`
  mutation RevokeCalendarSubscription($id: ID!) {
    revokeCalendarSubscription(id: $id)
  }
`);

type Prompt = 'renew' | 'revoke';

/**
 * /profile/calendar-subscription: the person's iCal feed (api/routes/calendar/README.md, The calendar feed). The feed's address holds
 * its secret, so it is shown only right after it is made (create or renew); later visits say
 * since when the feed runs and offer renew (a new address, the old one stops) and revoke.
 */
export function CalendarSubscriptionPage() {
  const { t, i18n } = useTranslation('calendar');
  const toast = useToast();
  const [result, reexecute] = useQuery({ query: CalendarSubscriptionQuery });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const [created, setCreated] = useState<FeedUrls | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [{ fetching: creating }, create] = useMutation(CreateCalendarSubscriptionMutation);
  const [{ fetching: revoking }, revoke] = useMutation(RevokeCalendarSubscriptionMutation);

  const failed = () =>
    toast.show({
      message: t(navigator.onLine ? 'subscription.failed' : 'subscription.offline'),
      type: 'error',
    });

  async function makeFeed() {
    const answer = await create({});
    const path = answer.data?.createCalendarSubscription.feedPath;
    if (!path) return failed();
    setCreated(feedUrls(window.location.origin, path));
    toast.show({ message: t('subscription.created'), type: 'success' });
    reload();
  }

  async function revokeFeed(id: string) {
    const answer = await revoke({ id });
    if (answer.error) return failed();
    setCreated(null);
    toast.show({ message: t('subscription.revoked'), type: 'success' });
    reload();
  }

  return (
    <Stack gap="4">
      <Text>{t('subscription.intro')}</Text>
      <QueryStates
        result={{ ...result, data: result.data?.calendarSubscriptions }}
        loading={t('subscription.loading')}
        loadingRows={1}
        error={t('subscription.error')}
        onRetry={reload}
        forbidden={t('subscription.noAccess')}
      >
        {(subscriptions) => {
          const active = subscriptions[0];
          return (
            <Stack gap="4">
              {created ? <FeedAddresses urls={created} /> : null}
              {active && !created ? (
                <Card.Root size="sm" as="section" aria-labelledby="feed-active-heading">
                  <Card.Body gap="2">
                    <Heading as="h2" id="feed-active-heading" size="md">
                      {t('subscription.activeHeading')}
                    </Heading>
                    <Text>
                      {t('subscription.activeSince', {
                        at: formatDateTime(active.createdAt, i18n.language),
                      })}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      {t('subscription.shownOnce')}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ) : null}
              {active ? (
                <HStack gap="3" wrap="wrap">
                  <Button
                    minHeight="11"
                    variant="outline"
                    loading={creating}
                    onClick={() => setPrompt('renew')}
                  >
                    {t('subscription.renew')}
                  </Button>
                  <Button
                    minHeight="11"
                    variant="outline"
                    colorPalette="red"
                    loading={revoking}
                    onClick={() => setPrompt('revoke')}
                  >
                    {t('subscription.revoke')}
                  </Button>
                </HStack>
              ) : (
                <Stack gap="3">
                  <Text color="fg.muted">{t('subscription.none')}</Text>
                  <Button
                    minHeight="11"
                    colorPalette="blue"
                    alignSelf="start"
                    loading={creating}
                    onClick={() => void makeFeed()}
                  >
                    {t('subscription.create')}
                  </Button>
                </Stack>
              )}
              {prompt && active ? (
                <ConfirmPrompt
                  cancelLabel={t('prompt.cancel')}
                  message={t(
                    prompt === 'renew'
                      ? 'subscription.renewQuestion'
                      : 'subscription.revokeQuestion',
                  )}
                  confirmLabel={t(
                    prompt === 'renew' ? 'subscription.renew' : 'subscription.revoke',
                  )}
                  onCancel={() => setPrompt(null)}
                  onConfirm={() => {
                    setPrompt(null);
                    void (prompt === 'renew' ? makeFeed() : revokeFeed(active.id));
                  }}
                />
              ) : null}
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}

/** The new feed's addresses with copy, share and add-to-calendar actions. */
function FeedAddresses({ urls }: { urls: FeedUrls }) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const webcalId = useId();
  const httpsId = useId();
  const canShare = typeof navigator.share === 'function';

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.show({ message: t('subscription.copied'), type: 'success' });
    } catch {
      toast.show({ message: t('subscription.copyFailed'), type: 'error' });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: t('subscription.shareTitle'), url: urls.https });
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  }

  return (
    <Card.Root size="sm" as="section" aria-labelledby="feed-new-heading" borderColor="green.300">
      <Card.Body gap="3">
        <Heading as="h2" id="feed-new-heading" size="md">
          {t('subscription.newHeading')}
        </Heading>
        <Text fontSize="sm">{t('subscription.copyNow')}</Text>
        {(
          [
            [webcalId, 'subscription.webcalLabel', urls.webcal],
            [httpsId, 'subscription.httpsLabel', urls.https],
          ] as const
        ).map(([id, label, value]) => (
          <Stack key={id} gap="1">
            <label htmlFor={id}>
              <Text fontWeight="semibold" fontSize="sm">
                {t(label)}
              </Text>
            </label>
            <Input
              id={id}
              value={value}
              readOnly
              fontFamily="mono"
              fontSize="xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              size="sm"
              minHeight="11"
              variant="outline"
              alignSelf="start"
              onClick={() => void copy(value)}
              aria-label={t('subscription.copyLabel', { what: t(label) })}
            >
              {t('subscription.copy')}
            </Button>
          </Stack>
        ))}
        <HStack gap="3" wrap="wrap">
          <Link href={urls.webcal} colorPalette="blue" minHeight="11">
            {t('subscription.addToCalendar')}
          </Link>
          <Link
            href={urls.google}
            target="_blank"
            rel="noopener noreferrer"
            colorPalette="blue"
            minHeight="11"
          >
            {t('subscription.addToGoogle')}
          </Link>
          {canShare ? (
            <Button size="sm" minHeight="11" variant="outline" onClick={() => void share()}>
              {t('subscription.share')}
            </Button>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
