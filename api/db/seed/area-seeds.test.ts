import { describe, expect, it } from 'vitest';
import type { DemoCore, DemoTenantOptions } from './core.seed';
import { defineDemoSeed, discoverDemoSeeds, orderDemoSeeds, runDemoSeeds } from './area-seeds';

const seed = (name: string, after: string[] = []) =>
  defineDemoSeed({ name, after, run: () => Promise.resolve() });
const namesOf = (seeds: { name: string }[]) => seeds.map((one) => one.name);

describe('the demo seeds of the areas', () => {
  it("finds every area's seeds and orders them, each after what it names", async () => {
    const seeds = await discoverDemoSeeds();
    expect(namesOf(seeds)).toEqual(expect.arrayContaining(['projects', 'receipts', 'tax-types']));
    const order = namesOf(orderDemoSeeds(seeds));
    for (const one of seeds)
      for (const before of one.after)
        expect(order.indexOf(before), `${one.name} after ${before}`).toBeLessThan(
          order.indexOf(one.name),
        );
  });

  it('orders by `after`, then by name', () => {
    expect(namesOf(orderDemoSeeds([seed('b', ['c']), seed('c'), seed('a')]))).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('refuses a missing seed, a cycle and a name used twice', () => {
    expect(() => orderDemoSeeds([seed('a', ['nothing'])])).toThrow(
      'Demo seed a comes after nothing, which is no seed',
    );
    expect(() => orderDemoSeeds([seed('a', ['b']), seed('b', ['a']), seed('c')])).toThrow(
      'Demo seeds wait on each other in a cycle: a, b',
    );
    expect(() => orderDemoSeeds([seed('a'), seed('a')])).toThrow('Demo seed a is defined twice');
  });

  it('lets a seed read only the answers of the seeds it comes after', async () => {
    const core = {} as DemoCore;
    const options = {} as DemoTenantOptions;
    const reader = (after: string[]) =>
      defineDemoSeed({
        name: 'reader',
        after,
        run: async (_core, { resultOf }) => {
          expect(resultOf('tax-types')).toEqual({ vat: 1 });
        },
      });
    const taxTypes = defineDemoSeed({
      name: 'tax-types',
      after: [],
      run: () => Promise.resolve({ vat: 1 }),
    });
    await runDemoSeeds([reader(['tax-types']), taxTypes], core, options);
    await expect(runDemoSeeds([reader([]), taxTypes], core, options)).rejects.toThrow(
      'Demo seed reader reads tax-types without coming after it',
    );
  });
});
