import {
  Badge,
  Button,
  Drawer,
  Field,
  Heading,
  Input,
  Link,
  List,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from 'urql';
import type { CrewItemAction } from '../../../machines/crewItemActions';
import type { CrewItemStatus } from '../../../machines/crewItemStatus.machine';
import { graphql } from '../../gql';
import { formatDateTime, formatShortDay, formatTime } from '../../lib/dates/dates';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import { PATHS } from '../../lib/paths';
import { useLinkTo } from '../../lib/routing/useLinkTo';
import { drawerSlotRecipe } from '../../ui/lazy-recipes';
import { QueryStates } from '../../ui/states/QueryStates';
import { CrewItemActionButtons } from './CrewItemActionButtons';
import { CREW_ITEM_STATUS_PALETTE } from './crew-item-status';
import type { ActionableCrewItem } from './useCrewItemActions';

const CrewItemSheetQuery = graphql(`
  query CrewItemSheet($id: ID!) {
    crewItem(id: $id) {
      id
      status
      startsAt
      endsAt
      timeZone
      vacancy
      remark
      checkedIn
      person {
        id
        caption
      }
      function {
        id
        caption
      }
      project {
        id
        caption
      }
      activities {
        id
        from
        to
        action
        at
        reason
        actor {
          id
          caption
        }
      }
    }
  }
`);

export type CrewItemSheetProps = {
  id: string;
  onClose: () => void;
  /** The screen's optimistic status of items being changed. */
  optimistic: Readonly<Record<string, CrewItemStatus>>;
  onAction: (item: ActionableCrewItem, action: CrewItemAction, reason: string) => Promise<unknown>;
};

/**
 * One crew item as a sheet over the list (opened from a card or by /planning-crew-item-list?item=<id>,
 * the planning calendar's link): its facts, the actions the machine allows with an optional reason,
 * and its audit trail (who, when, from → to, why), newest first.
 */
export function CrewItemSheet({ id, onClose, optimistic, onAction }: CrewItemSheetProps) {
  const { t, i18n } = useTranslation('crew-items');
  const [result] = useQuery({ query: CrewItemSheetQuery, variables: { id } });
  const [reason, setReason] = useState('');
  const linkTo = useLinkTo();
  const statusText = (status: CrewItemStatus | null | undefined) =>
    status ? t(`status.${status}`) : t('sheet.created');
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="bottom"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            roundedTop="l3"
            maxHeight="90vh"
            paddingBottom="env(safe-area-inset-bottom, 0px)"
          >
            <Drawer.Header>
              <Drawer.Title>{t('sheet.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <QueryStates
                result={result}
                loading={t('sheet.loading')}
                loadingRows={2}
                error={t('sheet.error')}
                empty={{ message: t('sheet.notFound') }}
                isEmpty={(loaded) => loaded.crewItem == null}
              >
                {({ crewItem: item }) => {
                  if (!item) return null;
                  const status = optimistic[item.id] ?? item.status;
                  const who =
                    item.person?.caption ?? (item.vacancy ? t('item.vacancy') : t('item.open'));
                  const profileLink = item.person
                    ? linkTo(PATHS.crewProfile, { personId: item.person.id })
                    : null;
                  return (
                    <Stack gap="4">
                      <Stack gap="1">
                        <Heading as="h2" size="md">
                          {who}
                        </Heading>
                        <Badge alignSelf="start" colorPalette={CREW_ITEM_STATUS_PALETTE[status]}>
                          {statusText(status)}
                        </Badge>
                        <Text>{item.function.caption}</Text>
                        <Text color="fg.muted">{item.project.caption}</Text>
                        <Text color="fg.muted">
                          {t('item.when', {
                            day: formatShortDay(item.startsAt, i18n.language, item.timeZone),
                            from: formatTime(item.startsAt, i18n.language, item.timeZone),
                            to: formatTime(item.endsAt, i18n.language, item.timeZone),
                          })}
                        </Text>
                        <VenueTimeNote shifts={[item]} />
                        {item.remark ? <Text>{item.remark}</Text> : null}
                        {profileLink ? (
                          <Link asChild colorPalette="blue" minHeight="11" alignSelf="start">
                            <RouterLink to={profileLink}>{t('sheet.profile')}</RouterLink>
                          </Link>
                        ) : null}
                      </Stack>
                      <Field.Root>
                        <Field.Label>{t('sheet.reason')}</Field.Label>
                        <Input
                          value={reason}
                          maxLength={500}
                          onChange={(event) => setReason(event.currentTarget.value)}
                        />
                      </Field.Root>
                      <CrewItemActionButtons
                        item={{ ...item, status }}
                        size="md"
                        onAction={async (action) => {
                          await onAction({ ...item, status }, action, reason);
                          setReason('');
                        }}
                      />
                      <Stack as="section" aria-labelledby="crew-item-history" gap="2">
                        <Heading as="h3" size="sm" id="crew-item-history">
                          {t('sheet.history')}
                        </Heading>
                        {item.activities.length === 0 ? (
                          <Text color="fg.muted">{t('sheet.noHistory')}</Text>
                        ) : (
                          <List.Root variant="plain" gap="2">
                            {item.activities.map((entry) => (
                              <List.Item key={entry.id} display="block" fontSize="sm">
                                <Text fontWeight="medium">
                                  {t('sheet.change', {
                                    from: statusText(entry.from),
                                    to: statusText(entry.to),
                                  })}
                                </Text>
                                <Text color="fg.muted">
                                  {t('sheet.by', {
                                    who: entry.actor?.caption ?? t('sheet.unknownActor'),
                                    when: formatDateTime(entry.at, i18n.language),
                                  })}
                                </Text>
                                {entry.reason ? (
                                  <Text>{t('sheet.why', { reason: entry.reason })}</Text>
                                ) : null}
                              </List.Item>
                            ))}
                          </List.Root>
                        )}
                      </Stack>
                    </Stack>
                  );
                }}
              </QueryStates>
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button variant="outline">{t('sheet.close')}</Button>
              </Drawer.ActionTrigger>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
