import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** hash → document text, as the codegen client preset writes it (persistedDocuments: true). */
export type PersistedDocuments = ReadonlyMap<string, string>;

export const defaultPersistedDocumentsPath = fileURLToPath(
  new URL('../src/gql/persisted-documents.json', import.meta.url),
);

const fileSchema = z.record(z.string(), z.string());

/**
 * Reads the trusted documents. A missing or malformed file throws with the path and the
 * remedy in the message, so a production start fails fast instead of refusing every query.
 */
export function readPersistedDocuments(
  path: string = defaultPersistedDocumentsPath,
): PersistedDocuments {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new Error(
      `Trusted documents not found at ${path}: run \`npm run codegen\` (it writes src/gql/persisted-documents.json) before starting in production.`,
      { cause },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new Error(`Trusted documents at ${path} are not JSON: run \`npm run codegen\` again.`, {
      cause,
    });
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `Trusted documents at ${path} are not a map of hash to document: run \`npm run codegen\` again.`,
    );
  }
  return new Map(Object.entries(parsed.data));
}
