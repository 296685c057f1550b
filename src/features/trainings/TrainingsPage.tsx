import { Badge, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { trainingRegistrationMachine } from '../../../machines/trainingRegistration.machine';
import { canTransition } from '../../../machines/transitions';
import { graphql } from '../../gql';
import type { TrainingsPageQuery as TrainingsPageData } from '../../gql/graphql';
import { formatDateTime, formatShortDay, formatTime } from '../../lib/dates/dates';
import { errorTextKey } from '../../lib/graphql/errors';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

const TrainingsPageQuery = graphql(`
  query TrainingsPage {
    trainings {
      id
      title
      description
      place
      startsAt
      endsAt
      registrationDeadline
      capacity
      takenSeats
      registrationOpen
      seatLeft
      status
    }
  }
`);

const RegisterForTrainingMutation = graphql(`
  mutation RegisterForTraining($id: ID!) {
    registerForTraining(id: $id) {
      id
      status
      takenSeats
      seatLeft
      registrationOpen
    }
  }
`);

const UnregisterFromTrainingMutation = graphql(`
  mutation UnregisterFromTraining($id: ID!) {
    unregisterFromTraining(id: $id) {
      id
      status
      takenSeats
      seatLeft
      registrationOpen
    }
  }
`);

type Training = TrainingsPageData['trainings'][number];

const STATUS_PALETTE = { invited: 'blue', registered: 'green', completed: 'gray' } as const;

/** What the machine allows for this place, with the training's facts as the guards' data. */
function actionsOf(training: Training) {
  return {
    register: canTransition(trainingRegistrationMachine, training.status, {
      type: 'training.register',
      registrationOpen: training.registrationOpen,
      seatLeft: training.seatLeft,
    }),
    unregister: canTransition(trainingRegistrationMachine, training.status, {
      type: 'training.unregister',
      registrationOpen: training.registrationOpen,
    }),
  };
}

function TrainingCard({ training }: { training: Training }) {
  const { t, i18n } = useTranslation('trainings');
  const language = i18n.language;
  const toast = useToast();
  const online = useOnlineStatus();
  const [registerState, register] = useMutation(RegisterForTrainingMutation);
  const [unregisterState, unregister] = useMutation(UnregisterFromTrainingMutation);
  const [done, setDone] = useState<string | null>(null);
  const busy = registerState.fetching || unregisterState.fetching;
  const actions = actionsOf(training);
  const titleId = `training-${training.id}`;

  async function run(kind: 'register' | 'unregister') {
    setDone(null);
    const { error } =
      kind === 'register'
        ? await register({ id: training.id })
        : await unregister({ id: training.id });
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    setDone(t(kind === 'register' ? 'registered' : 'unregistered', { title: training.title }));
  }

  const seats =
    training.capacity === null
      ? null
      : training.seatLeft
        ? t('seats', { taken: training.takenSeats, capacity: training.capacity })
        : t('full');
  const upcoming = training.status !== 'completed';

  return (
    <Card.Root
      as="article"
      size="sm"
      aria-labelledby={titleId}
      borderLeftWidth="4px"
      borderLeftColor={`${STATUS_PALETTE[training.status]}.500`}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h2" id={titleId} fontSize="md">
            {training.title}
          </Card.Title>
          <Badge colorPalette={STATUS_PALETTE[training.status]} flexShrink={0}>
            {t(`status.${training.status}`)}
          </Badge>
        </HStack>
        <Stack gap="0" fontSize="sm">
          <Text>
            {t('when', {
              day: formatShortDay(training.startsAt, language),
              from: formatTime(training.startsAt, language),
              to: formatTime(training.endsAt, language),
            })}
          </Text>
          <Text color="fg.muted">{training.place}</Text>
        </Stack>
        {training.description ? <Text fontSize="sm">{training.description}</Text> : null}
        {upcoming ? (
          <Stack gap="0" fontSize="sm" color="fg.muted">
            <Text>
              {training.registrationOpen
                ? t('deadline', {
                    deadline: formatDateTime(training.registrationDeadline, language),
                  })
                : t('closed')}
            </Text>
            {seats ? <Text>{seats}</Text> : null}
          </Stack>
        ) : null}
        {actions.register || actions.unregister ? (
          <HStack>
            <Button
              size="sm"
              minH="11"
              colorPalette="blue"
              variant={actions.register ? 'solid' : 'outline'}
              loading={busy}
              disabled={!online}
              onClick={() => void run(actions.register ? 'register' : 'unregister')}
              aria-label={t(actions.register ? 'registerLabel' : 'unregisterLabel', {
                title: training.title,
              })}
            >
              {t(actions.register ? 'register' : 'unregister')}
            </Button>
            {!online ? (
              <Text fontSize="sm" color="fg.muted">
                {t('offline')}
              </Text>
            ) : null}
          </HStack>
        ) : null}
        {done ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {done}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** /trainings: the crew member's trainings with date, place and status, register / unregister where open. */
export function TrainingsPage() {
  const { t } = useTranslation('trainings');
  const [result, reexecute] = useQuery({ query: TrainingsPageQuery });
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('emptyDescription') }}
      isEmpty={(data) => data.trainings.length === 0}
    >
      {(data) => (
        <List.Root variant="plain" gap="3">
          {data.trainings.map((training) => (
            <List.Item key={training.id} display="block">
              <TrainingCard training={training} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </QueryStates>
  );
}
