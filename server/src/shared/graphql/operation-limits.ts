import {
  BREAK,
  GraphQLError,
  Kind,
  visit,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimatorArgs } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';
import { LIST_COMPLEXITY_FACTOR, MAX_ALIASES, MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH, MAX_ROOT_FIELDS } from '../limits';

/**
 * Limits on the shape of an operation, applied to HTTP (Apollo) and WebSocket (graphql-ws) alike:
 * depth, aliases, top-level fields (validation rules: they need only the document) and complexity
 * (needs the variables, so it runs once the operation is known).
 */

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Depth of a selection set; fragments are followed (each at most once per path), introspection is not counted. */
function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || visiting.has(name)) continue; // cycles are another rule's error
      visiting.add(name);
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/** Fields at the top of a selection set, fragments expanded. */
function rootFieldCount(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, visiting: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFieldCount(selection.selectionSet, fragments, visiting);
    else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(selection.name.value)) continue;
      visiting.add(selection.name.value);
      count += rootFieldCount(fragment.selectionSet, fragments, visiting);
      visiting.delete(selection.name.value);
    }
  }
  return count;
}

export function depthLimitRule(maxDepth: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragmentsOf(context.getDocument()), new Set());
      if (depth > maxDepth) context.reportError(limitError(`De query is te diep genest (${depth} niveaus, maximaal ${maxDepth}).`));
    },
  });
}

export function aliasLimitRule(maxAliases: number = MAX_ALIASES): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases)
            context.reportError(limitError(`Te veel aliassen in één verzoek (${aliases}, maximaal ${maxAliases}).`));
        },
      },
    };
  };
}

export function rootFieldLimitRule(maxFields: number = MAX_ROOT_FIELDS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const count = rootFieldCount(operation.selectionSet, fragmentsOf(context.getDocument()), new Set());
      if (count > maxFields) context.reportError(limitError(`Te veel velden op het hoogste niveau (${count}, maximaal ${maxFields}).`));
    },
  });
}

/** The validation rules both transports add to GraphQL's own. */
export const operationLimitRules: ValidationRule[] = [depthLimitRule(), aliasLimitRule(), rootFieldLimitRule()];

/**
 * Complexity for a field returning a list: what one item costs, times LIST_COMPLEXITY_FACTOR.
 * Use on every list-returning query: `@Query(() => [Lead], { complexity: listComplexity })`.
 */
export function listComplexity({ childComplexity }: ComplexityEstimatorArgs): number {
  return LIST_COMPLEXITY_FACTOR * Math.max(1, childComplexity);
}

/**
 * Complexities already reckoned, per schema, document and operation. Apollo and the WebSocket
 * server hand over the same parsed document for the same query text, so a client repeating an
 * operation (a visitor's createLead) costs one lookup instead of a walk of the document, which was
 * 5% of a createLead's CPU. Only a document without `@skip` or `@include` is kept: its complexity
 * cannot depend on the variables, because no estimator here reads an argument (listComplexity
 * counts the children only; a new estimator that reads arguments must not be cached).
 */
const reckoned = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, number> | 'per-request'>>();

function hasConditionalDirective(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(directive) {
      if (directive.name.value === 'skip' || directive.name.value === 'include') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

function complexityOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  let bySchema = reckoned.get(schema);
  if (!bySchema) reckoned.set(schema, (bySchema = new WeakMap()));
  let byOperation = bySchema.get(document);
  if (!byOperation) bySchema.set(document, (byOperation = hasConditionalDirective(document) ? 'per-request' : new Map()));
  const key = operationName ?? '';
  const known = byOperation === 'per-request' ? undefined : byOperation.get(key);
  if (known !== undefined) return known;
  const complexity = getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (byOperation !== 'per-request') byOperation.set(key, complexity);
  return complexity;
}

/** The operation's complexity error, if it is over the limit; undefined otherwise. */
export function complexityError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined | null,
  variables: Record<string, unknown> | undefined | null,
  maximum: number = MAX_QUERY_COMPLEXITY,
): GraphQLError | undefined {
  let complexity: number;
  try {
    complexity = complexityOf(schema, document, operationName ?? undefined, variables ?? {});
  } catch (error) {
    // Invalid variables: execution reports them properly.
    if (error instanceof GraphQLError) return undefined;
    throw error;
  }
  if (complexity > maximum) return limitError(`De query is te complex (${complexity}, maximaal ${maximum}).`);
  return undefined;
}

/** Apollo plugin: refuses an operation over the complexity limit before it runs. */
export function complexityPlugin(): ApolloServerPlugin {
  // Apollo's hooks return promises; these do nothing asynchronous, so they hand back settled ones.
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation({ schema, document, operationName, request }) {
          const error = complexityError(schema, document, operationName, request.variables);
          return error ? Promise.reject(error) : Promise.resolve();
        },
      }),
  };
}
