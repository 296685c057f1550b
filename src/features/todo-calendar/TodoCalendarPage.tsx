import { Badge, Button, Card, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { TodoCalendarPageQuery } from '../../gql/graphql';
import { errorTextKey } from '../../lib/graphql/errors';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toasts/useToast';
import { QueryStates } from '../../ui/states/QueryStates';
import { useOnlineStatus } from '../../ui/states/useOnlineStatus';

const TodoCalendarPageQuery = graphql(`
  query TodoCalendarPage($dueFrom: Date!, $dueTo: Date!) {
    toDos(dueFrom: $dueFrom, dueTo: $dueTo) {
      id
      caption
      body
      recipient
      dueDate
      priority
      done
      doneAt
      overdue
      payrollItemId
      type {
        id
        caption
      }
    }
  }
`);

const MarkToDoDoneMutation = graphql(`
  mutation MarkToDoDone($id: ID!) {
    markToDoDone(id: $id) {
      id
      done
      doneAt
      overdue
    }
  }
`);

const MarkToDoOpenMutation = graphql(`
  mutation MarkToDoOpen($id: ID!) {
    markToDoOpen(id: $id) {
      id
      done
      doneAt
      overdue
    }
  }
`);

type ToDo = TodoCalendarPageQuery['toDos'][number];

const PRIORITY_PALETTE: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'blue' };

/** The week's Monday from ?week=YYYY-MM-DD, else this week's. */
function weekStart(week: string | null): DateTime {
  const parsed = week ? DateTime.fromISO(week) : null;
  return (parsed?.isValid ? parsed : DateTime.now()).startOf('week');
}

/** One to-do; marking it done shows at once (optimistic) and a toast offers to undo it. */
function ToDoCard({ todo, today }: { todo: ToDo; today: string }) {
  const { t, i18n } = useTranslation('todo-calendar');
  const toast = useToast();
  const online = useOnlineStatus();
  const [, markDone] = useMutation(MarkToDoDoneMutation);
  const [, markOpen] = useMutation(MarkToDoOpenMutation);
  // What the user just chose, shown before the answer comes; null once the cache holds it.
  const [pending, setPending] = useState<boolean | null>(null);
  const done = pending ?? todo.done;
  const overdue = !done && todo.dueDate < today;
  const titleId = `todo-${todo.id}`;

  async function change(to: boolean, offerUndo: boolean) {
    setPending(to);
    const { error } = to ? await markDone({ id: todo.id }) : await markOpen({ id: todo.id });
    setPending(null);
    if (error) {
      toast.show({ message: t(errorTextKey(error)), type: 'error' });
      return;
    }
    if (offerUndo) {
      toast.show({
        message: t(to ? 'markedDone' : 'markedOpen', { caption: todo.caption }),
        type: 'success',
        time: 6000,
        onClick: () => void change(!to, false),
      });
    }
  }

  return (
    <Card.Root
      as="article"
      size="sm"
      aria-labelledby={titleId}

      borderLeftWidth="4px"
      borderLeftColor={overdue ? 'red.500' : done ? 'gray.400' : 'blue.500'}
    >
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading
            as="h3"
            id={titleId}
            size="sm"
            textDecoration={done ? 'line-through' : undefined}
          >
            {todo.caption}
          </Heading>
          <Badge colorPalette={PRIORITY_PALETTE[todo.priority] ?? 'gray'} flexShrink={0}>
            {t('priority', { priority: todo.priority })}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[
            todo.type.caption,
            todo.recipient ? t('forRecipient', { recipient: todo.recipient }) : null,
            t('due', {
              day: DateTime.fromISO(todo.dueDate).setLocale(i18n.language).toFormat('ccc d LLL'),
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {todo.body ? <Text fontSize="sm">{todo.body}</Text> : null}
        <HStack justify="space-between" gap="2" wrap="wrap">
          {overdue ? (
            <Badge colorPalette="red">{t('overdue')}</Badge>
          ) : done ? (
            <Badge colorPalette="gray">{t('done')}</Badge>
          ) : (
            <span />
          )}
          <Button
            size="sm"
            minH="11"
            colorPalette="blue"
            variant={done ? 'outline' : 'solid'}
            disabled={!online}
            onClick={() => void change(!done, true)}
            aria-label={t(done ? 'markOpenLabel' : 'markDoneLabel', { caption: todo.caption })}
          >
            {t(done ? 'markOpen' : 'markDone')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, todos, today }: { title: string; todos: ToDo[]; today: string }) {
  const id = `section-${title.replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h2" id={id} size="sm">
        {title}
      </Heading>
      <List.Root variant="plain" gap="2">
        {todos.map((todo) => (
          <List.Item key={todo.id} display="block">
            <ToDoCard todo={todo} today={today} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** /todo-calendar: the planner's to-dos of a week (the week in the URL), the overdue ones first. */
export function TodoCalendarPage() {
  const { t, i18n } = useTranslation('todo-calendar');
  const [search] = useSearchParams();
  const start = weekStart(search.get('week'));
  const end = start.plus({ days: 6 });
  const dueFrom = start.toISODate() ?? '';
  const dueTo = end.toISODate() ?? '';
  const today = DateTime.now().toISODate() ?? '';
  const [result, reexecute] = useQuery({
    query: TodoCalendarPageQuery,
    variables: { dueFrom, dueTo },
  });
  const weekLink = (weeks: number) =>
    `${PATHS.todoCalendar}?week=${start.plus({ weeks }).toISODate() ?? ''}`;
  const dayTitle = (day: DateTime) => {
    const date = day.toISODate() ?? '';
    const label = day.setLocale(i18n.language).toFormat('cccc d LLLL');
    return date === today ? t('today', { day: label }) : label;
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink to={weekLink(-1)}>{t('previousWeek')}</RouterLink>
        </Link>
        <Text fontWeight="medium" aria-live="polite">
          {t('week', {
            from: start.setLocale(i18n.language).toFormat('d LLL'),
            to: end.setLocale(i18n.language).toFormat('d LLL yyyy'),
          })}
        </Text>
        <Link asChild colorPalette="blue" minHeight="11">
          <RouterLink to={weekLink(1)}>{t('nextWeek')}</RouterLink>
        </Link>
      </HStack>
      <QueryStates
        result={result}
        loading={t('loading')}
        error={t('error')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('notFound'), description: t('emptyDescription') }}
        isEmpty={(data) => data.toDos.length === 0}
      >
        {(data) => {
          // Open to-dos due before today come first, whichever week is shown; the days show the rest.
          // One due before the week stays first once it is done here (the week's days have no place
          // for it): marked done, it shows so with its undo, instead of leaving the screen at once.
          // The next load no longer brings it (only open ones come from earlier weeks).
          const isFirst = (todo: ToDo) =>
            (!todo.done && todo.dueDate < today) || todo.dueDate < dueFrom;
          const overdue = data.toDos.filter(isFirst);
          const days = Array.from({ length: 7 }, (_, index) => start.plus({ days: index }))
            .map((day) => ({
              day,
              todos: data.toDos.filter(
                (todo) => todo.dueDate === day.toISODate() && !isFirst(todo),
              ),
            }))
            .filter((entry) => entry.todos.length > 0);
          return (
            <Stack gap="5">
              {overdue.length > 0 ? (
                <Section title={t('overdueSection')} todos={overdue} today={today} />
              ) : null}
              {days.map(({ day, todos }) => (
                <Section key={day.toISODate()} title={dayTitle(day)} todos={todos} today={today} />
              ))}
              {days.length === 0 ? <Text>{t('nothingThisWeek')}</Text> : null}
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}
