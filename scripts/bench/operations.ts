import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Kind, parse, print, visit } from 'graphql';
import type {
  DefinitionNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import { MissingPartError, repoPath, repoRoot } from './parts';

/** One of the app's operations, ready to send: its text with the fragments it spreads. */
export interface AppOperation {
  name: string;
  /** Where the app declares it, relative to the repository root. */
  file: string;
  query: string;
  variables: Record<string, unknown>;
  /** Root fields it selects, e.g. ['jobsToConfirm', 'tenantSettings']. */
  rootFields: string[];
  definition: OperationDefinitionNode;
  fragments: FragmentDefinitionNode[];
  /** Fields the bench added to the app's operation (e.g. jobs.items.crewChief), empty when none. */
  added: string[];
}

interface Declared {
  file: string;
  definition: DefinitionNode;
}

/** The argument of `graphql(...)` from the codegen client preset: a template literal without ${}. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`/g;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) files.push(path);
  }
  return files;
}

/** Where the app declares its operations and fragments (codegen reads all of src/). */
const DOCUMENT_DIRS = ['src/features', 'src/lib', 'src/app'];

/** Every operation and fragment the app declares with graphql() (test files left out). */
export function readAppDocuments(): Declared[] {
  const declared: Declared[] = [];
  for (const path of DOCUMENT_DIRS.flatMap((dir) => sourceFiles(repoPath(dir)))) {
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(GRAPHQL_CALL)) {
      const text = match[1] ?? '';
      const file = relative(repoRoot, path);
      try {
        for (const definition of parse(text).definitions) declared.push({ file, definition });
      } catch (error) {
        throw new Error(`${file}: a graphql() document does not parse: ${String(error)}`);
      }
    }
  }
  return declared;
}

function rootFieldNames(selectionSet: SelectionSetNode): string[] {
  return selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

function selectsField(definition: OperationDefinitionNode, field: string): boolean {
  let found = false;
  visit(definition, {
    Field(node) {
      if (node.name.value === field) found = true;
    },
  });
  return found;
}

function fragmentsOf(
  root: DefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const needed = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node) break;
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (needed.has(name)) return;
        const fragment = fragments.get(name);
        if (!fragment)
          throw new MissingPartError(
            `the app spreads fragment ${name}, which no graphql() document declares`,
          );
        needed.set(name, fragment);
        pending.push(fragment);
      },
    });
  }
  return [...needed.values()];
}

/** Values for required variables without a default; the bench's screens only page through jobs. */
const KNOWN_VARIABLES: Record<string, unknown> = { limit: 1000, page: 1 };

function variablesFor(
  definition: OperationDefinitionNode,
  supplied: readonly string[] = [],
): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const variable of definition.variableDefinitions ?? []) {
    const name = variable.variable.name.value;
    if (variable.defaultValue || variable.type.kind !== Kind.NON_NULL_TYPE) continue;
    if (supplied.includes(name)) continue;
    if (!(name in KNOWN_VARIABLES)) {
      throw new MissingPartError(
        `operation ${definition.name?.value ?? '(anonymous)'} needs $${name}, which the bench cannot supply`,
      );
    }
    variables[name] = KNOWN_VARIABLES[name];
  }
  return variables;
}

export interface OperationQuery {
  /** What the operation is for, in error messages: "the home query". */
  purpose: string;
  /** Default query. */
  operationType?: 'query' | 'mutation';
  /** An exact operation name (--home-operation / --jobs-operation), else the best match. */
  name?: string;
  /** A root field the operation must select. */
  rootField: string;
  /** A field it must select somewhere (e.g. crewChief). */
  alsoSelects?: string;
  /** Preferred names, best first. */
  preferNames: RegExp[];
  /** Required variables the caller sets on each request (e.g. a mutation's $crewId). */
  suppliedVariables?: readonly string[];
}

/** Finds one of the app's queries and prints it with its fragments, as the app sends it. */
export function findAppOperation(declared: Declared[], query: OperationQuery): AppOperation {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { definition } of declared) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const operations = declared.filter(
    (item): item is { file: string; definition: OperationDefinitionNode } =>
      item.definition.kind === Kind.OPERATION_DEFINITION &&
      item.definition.operation === (query.operationType ?? 'query'),
  );
  let candidates = operations.filter(
    ({ definition }) =>
      rootFieldNames(definition.selectionSet).includes(query.rootField) &&
      (query.alsoSelects === undefined || selectsField(definition, query.alsoSelects)),
  );
  if (query.name !== undefined)
    candidates = operations.filter(({ definition }) => definition.name?.value === query.name);
  const rank = (name: string | undefined) => {
    const index = query.preferNames.findIndex(
      (pattern) => name !== undefined && pattern.test(name),
    );
    return index < 0 ? query.preferNames.length : index;
  };
  const chosen = [...candidates].sort(
    (a, b) => rank(a.definition.name?.value) - rank(b.definition.name?.value),
  )[0];
  if (!chosen) {
    const wanted = query.name
      ? `named ${query.name}`
      : `selecting ${query.rootField}${query.alsoSelects ? ` and ${query.alsoSelects}` : ''}`;
    throw new MissingPartError(
      `${query.purpose}: no ${query.operationType ?? 'query'} ${wanted} in ${DOCUMENT_DIRS.join(', ')} (graphql() documents)`,
    );
  }
  const needed = fragmentsOf(chosen.definition, fragments);
  return {
    name: chosen.definition.name?.value ?? '(anonymous)',
    file: chosen.file,
    query: print({ kind: Kind.DOCUMENT, definitions: [chosen.definition, ...needed] }),
    variables: variablesFor(chosen.definition, query.suppliedVariables),
    rootFields: rootFieldNames(chosen.definition.selectionSet),
    definition: chosen.definition,
    fragments: needed,
    added: [],
  };
}

/**
 * The operation with `field` selected under `path` (e.g. jobs → items), unless the operation or its
 * fragments select it there already. The jobs screen's load test wants each job's crew chief, which
 * the app's JobsPage may leave to the job page.
 */
export function withField(
  operation: AppOperation,
  path: readonly string[],
  field: string,
  selection: string,
): AppOperation {
  const alreadySelected = [operation.definition, ...operation.fragments].some((node) => {
    let found = false;
    visit(node, {
      Field(fieldNode) {
        if (fieldNode.name.value === field) found = true;
      },
    });
    return found;
  });
  if (alreadySelected) return operation;
  const extra = parse(`{ ${field} ${selection} }`).definitions[0];
  if (!extra || extra.kind !== Kind.OPERATION_DEFINITION)
    throw new Error(`bad selection for ${field}`);
  const addTo = (selectionSet: SelectionSetNode, rest: readonly string[]): SelectionSetNode => {
    const [head, ...tail] = rest;
    if (head === undefined)
      return {
        ...selectionSet,
        selections: [...selectionSet.selections, ...extra.selectionSet.selections],
      };
    let matched = false;
    const selections = selectionSet.selections.map((node) => {
      if (node.kind !== Kind.FIELD || node.name.value !== head || !node.selectionSet) return node;
      matched = true;
      return { ...node, selectionSet: addTo(node.selectionSet, tail) };
    });
    if (!matched) throw new MissingPartError(`${operation.name} does not select ${path.join('.')}`);
    return { ...selectionSet, selections };
  };
  const definition: OperationDefinitionNode = {
    ...operation.definition,
    selectionSet: addTo(operation.definition.selectionSet, path),
  };
  return {
    ...operation,
    definition,
    query: print({ kind: Kind.DOCUMENT, definitions: [definition, ...operation.fragments] }),
    added: [...operation.added, [...path, field].join('.')],
  };
}

/**
 * The `limit` the operation passes to a root field (a literal, a variable's value or default),
 * so the REST side fetches the same page; undefined when the schema default applies.
 */
export function rootFieldIntArgument(
  operation: AppOperation,
  field: string,
  argument: string,
): number | undefined {
  const selection = operation.definition.selectionSet.selections.find(
    (node) => node.kind === Kind.FIELD && node.name.value === field,
  );
  if (!selection || selection.kind !== Kind.FIELD) return undefined;
  const value = selection.arguments?.find((arg) => arg.name.value === argument)?.value;
  const intOf = (node: ValueNode | undefined): number | undefined =>
    node?.kind === Kind.INT ? Number.parseInt(node.value, 10) : undefined;
  if (!value) return undefined;
  if (value.kind !== Kind.VARIABLE) return intOf(value);
  const name = value.name.value;
  const given = operation.variables[name];
  if (typeof given === 'number') return given;
  const definition = operation.definition.variableDefinitions?.find(
    (item) => item.variable.name.value === name,
  );
  return intOf(definition?.defaultValue);
}
