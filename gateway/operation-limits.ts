import { Kind } from 'graphql';
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

export interface OperationLimits {
  /** Deepest field nesting, counting the root field as 1. */
  maxDepth: number;
  /**
   * Field selections of an operation with fragments expanded: a cheap cost measure that
   * stops alias amplification (`a1: job(id: 1) … a999: job(id: 999)`) fanning out upstream.
   */
  maxFields: number;
}

export const defaultOperationLimits: OperationLimits = { maxDepth: 10, maxFields: 500 };

/**
 * A validation rule that refuses operations deeper or wider than the limits. Fragments are
 * expanded where they are spread (each fragment at most once per path, so a cycle, which
 * graphql's own NoFragmentCycles rule reports, cannot loop here).
 */
export function operationLimitsRule(
  limits: OperationLimits = defaultOperationLimits,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
    }

    function measure(
      selectionSet: SelectionSetNode,
      depth: number,
      visiting: Set<string>,
    ): { depth: number; fields: number } {
      let deepest = depth;
      let fields = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          if (selection.selectionSet) {
            const inner = measure(selection.selectionSet, depth + 1, visiting);
            deepest = Math.max(deepest, inner.depth);
            fields += inner.fields;
          } else {
            deepest = Math.max(deepest, depth + 1);
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const inner = measure(selection.selectionSet, depth, visiting);
          deepest = Math.max(deepest, inner.depth);
          fields += inner.fields;
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment === undefined || visiting.has(name)) continue;
          const inner = measure(fragment.selectionSet, depth, new Set(visiting).add(name));
          deepest = Math.max(deepest, inner.depth);
          fields += inner.fields;
        }
        // Stop early: a hostile document should not cost more to measure than to refuse.
        if (deepest > limits.maxDepth || fields > limits.maxFields) break;
      }
      return { depth: deepest, fields };
    }

    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet, 0, new Set());
        const name = operation.name?.value ?? 'anonymous';
        if (depth > limits.maxDepth) {
          context.reportError(
            createGraphQLError(
              `Operation ${name} is nested ${depth} deep; the limit is ${limits.maxDepth}`,
              {
                nodes: [operation],
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ),
          );
        } else if (fields > limits.maxFields) {
          context.reportError(
            createGraphQLError(`Operation ${name} selects more than ${limits.maxFields} fields`, {
              nodes: [operation],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}
