import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness, errorCode } from '../../test/helpers';
import type { GatewayHarness, GraphQLResult } from '../../test/helpers';

const LIST = /* GraphQL */ `
  {
    trainings {
      id
      title
      place
      startsAt
      registrationDeadline
      capacity
      takenSeats
      registrationOpen
      seatLeft
      status
    }
  }
`;
const REGISTER = /* GraphQL */ `
  mutation Register($id: ID!) {
    registerForTraining(id: $id) {
      id
      status
      takenSeats
    }
  }
`;
const UNREGISTER = /* GraphQL */ `
  mutation Unregister($id: ID!) {
    unregisterFromTraining(id: $id) {
      id
      status
    }
  }
`;

type Training = {
  id: string;
  title: string;
  status: string;
  registrationOpen: boolean;
  seatLeft: boolean;
  takenSeats: number;
};

const reasonOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.['reason'];

describe.each(testBackends())('trainings on %s', (backend) => {
  let gateway: GatewayHarness;
  let crewToken: string;
  let trainings: Training[];
  const byTitle = (title: string) =>
    trainings.find((training) => training.title.startsWith(title))?.id ?? '';

  beforeAll(async () => {
    gateway = await createGatewayHarness(backend);
    crewToken = await gateway.api.signInAs('crew');
  });
  afterAll(() => gateway.close());

  it('lists the caller’s trainings in one upstream call', async () => {
    const before = gateway.upstream.calls.length;
    const result = await gateway.execute<{ trainings: Training[] }>(LIST, {}, { token: crewToken });
    expect(result.errors).toBeUndefined();
    trainings = result.data?.trainings ?? [];
    expect(trainings.map((training) => training.status)).toEqual([
      'invited',
      'invited',
      'registered',
      'invited',
      'completed',
    ]);
    expect(gateway.upstream.calls.slice(before)).toEqual([
      'GET /api/v1/trainings?limit=1000&page=1',
    ]);
  });

  it('registers and unregisters, answering the training with its new status', async () => {
    const id = byTitle('Working at height');
    const registered = await gateway.execute<{ registerForTraining: Training }>(
      REGISTER,
      { id },
      { token: crewToken },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.registerForTraining).toEqual({
      id,
      status: 'registered',
      takenSeats: 2,
    });
    const unregistered = await gateway.execute<{ unregisterFromTraining: Training }>(
      UNREGISTER,
      { id },
      { token: crewToken },
    );
    expect(unregistered.data?.unregisterFromTraining).toEqual({ id, status: 'invited' });
  });

  it('passes the machine’s refusal on as a conflict with its reason', async () => {
    const full = await gateway.execute(REGISTER, { id: byTitle('Rigging') }, { token: crewToken });
    expect(errorCode(full)).toBe('CONFLICT');
    expect(reasonOf(full)).toBe('TRAINING_FULL');
    const closed = await gateway.execute(
      REGISTER,
      { id: byTitle('Fire safety') },
      { token: crewToken },
    );
    expect(reasonOf(closed)).toBe('TRAINING_REGISTRATION_CLOSED');
  });

  it('answers not found for a training the caller is not invited to, forbidden without the right', async () => {
    const chief = await gateway.execute<{ trainings: Training[] }>(
      LIST,
      {},
      { token: await gateway.api.signInAs('chief') },
    );
    const leadership = chief.data?.trainings.find(
      (training) => training.title === 'Crew chief leadership day',
    );
    const result = await gateway.execute(REGISTER, { id: leadership?.id }, { token: crewToken });
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect(reasonOf(result)).toBe('TRAINING_NOT_FOUND');
    expect(
      errorCode(await gateway.execute(LIST, {}, { token: await gateway.api.signInAs('planner') })),
    ).toBe('FORBIDDEN');
  });
});
