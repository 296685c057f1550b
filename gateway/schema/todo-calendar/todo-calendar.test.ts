import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { testNow } from '../../../machines/test-now';

const TO_DO_WEEK_QUERY = /* GraphQL */ `
  query ToDos($dueFrom: Date!, $dueTo: Date!) {
    toDos(dueFrom: $dueFrom, dueTo: $dueTo) {
      id
      caption
      dueDate
      priority
      done
      overdue
      recipient
      type {
        caption
      }
    }
  }
`;
const DONE = /* GraphQL */ `
  mutation Done($id: ID!) {
    markToDoDone(id: $id) {
      id
      done
    }
  }
`;
const OPEN = /* GraphQL */ `
  mutation Open($id: ID!) {
    markToDoOpen(id: $id) {
      id
      done
    }
  }
`;

type ToDo = {
  id: string;
  caption: string;
  done: boolean;
  overdue: boolean;
  recipient: string | null;
  type: { caption: string };
};
const day = (days: number) =>
  new Date(testNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testBackends())('to-do calendar on %s', (backend) => {
  let gateway: GatewayHarness;
  let planner: string;

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    planner = await gateway.api.signInAs('planner');
  });
  afterAll(() => gateway.close());

  it('loads a period’s to-dos with the overdue ones in one upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ toDos: ToDo[] }>(
      TO_DO_WEEK_QUERY,
      { dueFrom: day(0), dueTo: day(6) },
      { token: planner },
    );
    expect(result.errors).toBeUndefined();
    const todos = result.data?.toDos ?? [];
    expect(todos[0]).toMatchObject({
      caption: 'Call Harbour Concerts about the load-in plan',
      overdue: true,
    });
    expect(todos.find((todo) => todo.recipient === 'Accountants')?.type.caption).toBe(
      'Payroll feedback',
    );
    expect(gateway.upstream.calls.slice(before)).toEqual([
      `GET /api/v1/activities?limit=1000&page=1&dueFrom=${day(0)}&dueTo=${day(6)}&includeOverdue=true`,
    ]);
  });

  it('marks a to-do done and open again', async () => {
    const todos =
      (
        await gateway.execute<{ toDos: ToDo[] }>(
          TO_DO_WEEK_QUERY,
          { dueFrom: day(0), dueTo: day(6) },
          { token: planner },
        )
      ).data?.toDos ?? [];
    const id = todos.find((todo) => !todo.done)?.id;
    const done = await gateway.execute<{ markToDoDone: ToDo }>(DONE, { id }, { token: planner });
    expect(done.data?.markToDoDone).toEqual({ id, done: true });
    const open = await gateway.execute<{ markToDoOpen: ToDo }>(OPEN, { id }, { token: planner });
    expect(open.data?.markToDoOpen).toEqual({ id, done: false });
  });

  it('is forbidden without toDoCalendar', async () => {
    const crew = await gateway.api.signInAs('crew');
    expect(
      errorCode(
        await gateway.execute(
          TO_DO_WEEK_QUERY,
          { dueFrom: day(0), dueTo: day(6) },
          { token: crew },
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});
