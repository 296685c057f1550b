import type { Resolvers } from '../../generated/resolvers-types';
import { shiftResolvers } from './shift.resolvers';
import { signOffResolvers } from './sign-off.resolvers';
import { ledResolvers } from './led.resolvers';

// The crews area's resolvers, one file per part of the area (each part adds its
// own file and one line to PARTS): merged type by type; a field resolved twice is a mistake.

const PARTS: Array<[name: string, resolvers: Resolvers]> = [
  ['shift', shiftResolvers],
  ['sign-off', signOffResolvers],
  ['led', ledResolvers],
];

function mergeResolvers(parts: Array<[string, Resolvers]>): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  const owner = new Map<string, string>();
  for (const [name, part] of parts) {
    for (const [type, fields] of Object.entries(part as Record<string, Record<string, unknown>>)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        const key = `${type}.${field}`;
        const previous = owner.get(key);
        if (previous !== undefined)
          throw new Error(`crews resolvers: ${key} is resolved by both ${previous} and ${name}`);
        owner.set(key, name);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers(PARTS);
