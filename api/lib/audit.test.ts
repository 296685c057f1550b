import { describe, expect, it } from 'vitest';
import { changesBetween } from './audit';

describe('changesBetween', () => {
  const fields = ['name', 'city', 'functionIds'] as const;

  it('names only the fields that changed, with both values', () => {
    expect(
      changesBetween(
        { name: 'Ahoy', city: 'Rotterdam', functionIds: [1, 2] },
        { name: 'Ahoy Arena', city: 'Rotterdam', functionIds: [1, 2] },
        fields,
      ),
    ).toEqual({ name: { from: 'Ahoy', to: 'Ahoy Arena' } });
  });

  it('leaves out a field the change did not carry and fields it was not asked about', () => {
    expect(changesBetween({ name: 'Ahoy', secret: 'a' }, { secret: 'b' }, fields)).toEqual({});
  });

  it('compares lists by their content and reads a creation as from null', () => {
    expect(changesBetween(null, { name: 'Rigger', functionIds: [3] }, fields)).toEqual({
      name: { from: null, to: 'Rigger' },
      functionIds: { from: null, to: [3] },
    });
    expect(changesBetween({ functionIds: [1, 2] }, { functionIds: [2, 1] }, fields)).toEqual({
      functionIds: { from: [1, 2], to: [2, 1] },
    });
  });
});
