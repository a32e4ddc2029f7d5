// Abuse limits per operation, checked before anything reaches the REST API: nesting depth, aliases and directives
// (graphql-armor's validation rules), lexical tokens (graphql-js's parser), and an estimated cost that multiplies
// list fields by the number of items they ask for (our own: armor's cost rule only knows first/last literals, and
// our lists take page: { limit } or limit, often through variables).
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isInputObjectType,
  isListType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLFormattedError,
  type GraphQLFieldMap,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { GatewayConfig } from '../config.js';

export type Limits = GatewayConfig['limits'];

/** Items a list is assumed to hold when the query does not say: the REST API's default page size. */
export const DEFAULT_LIST_SIZE = 10;
/** The REST API's largest page. */
export const MAX_LIST_SIZE = 100;

/**
 * Armor reports "Syntax Error: Query depth limit of 10 exceeded, found 12."; the prefix is wrong (the document
 * parsed), so the error is reported again without it, with the limit that was hit.
 */
function reporter(limit: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(
      new GraphQLError(error.message.replace(/^Syntax Error:\s*/, ''), {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
      }),
    );
  };
}

/**
 * A formatted error without graphql-js's "Did you mean …?" hints: in production they would hand out the schema
 * that introspection keeps closed.
 */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.message.includes('Did you mean')) return formatted;
  return { ...formatted, message: formatted.message.replace(/\s*Did you mean [^?]*\?/g, '') };
}

/** Validation rules and plugins for ApolloServer's options, and the parser's token limit. */
export function operationLimits(limits: Limits) {
  const armor = new ApolloArmor({
    maxDepth: {
      n: limits.depth,
      // Fragments (the web's per-component fragments) do not add a level of their own.
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [reporter('depth')],
    },
    maxAliases: {
      n: limits.aliases,
      propagateOnRejection: false,
      onReject: [reporter('aliases')],
    },
    maxDirectives: {
      n: limits.directives,
      propagateOnRejection: false,
      onReject: [reporter('directives')],
    },
    // Ours below (costPlugin), and graphql-js's own parser limit (parseOptions.maxTokens).
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    // Off: armor's plugin rewrites each error's message in place, which fails on errors whose message cannot be
    // written (graphql-jit's) and turned every resolver error into INTERNAL_SERVER_ERROR in production. The
    // suggestions are taken out of the formatted answer instead (withoutSuggestions, in app.ts's formatError).
    blockFieldSuggestion: { enabled: false },
  });
  const { validationRules, plugins } = armor.protect();
  return {
    validationRules: [...validationRules, noSubscriptions, oneCredentialMutation],
    plugins: [...plugins, costPlugin(limits.cost)],
    parseOptions: { maxTokens: limits.tokens },
  };
}

/**
 * The schema has no Subscription type and the gateway serves no subscription transport: a subscription is the
 * client's mistake, refused in validation (a 400) rather than failing in execution.
 */
export function noSubscriptions(context: ValidationContext) {
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      if (node.operation !== 'subscription') return;
      context.reportError(
        new GraphQLError('Subscriptions are not supported by this server: use queries and mutations.', {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        }),
      );
    },
  };
}

/**
 * The mutations that take a password or a token, or e-mail a link: each request is at most one guess at one of
 * them (or one e-mail).
 */
export const CREDENTIAL_MUTATIONS = [
  'signIn',
  'signUp',
  'confirmEmail',
  'updatePassword',
  'refreshSession',
  'resendConfirmation',
  'requestPasswordReset',
  'resetPassword',
];
const credentialMutations = new Set(CREDENTIAL_MUTATIONS);
/**
 * The queries that guess a secret (an order's code with its e-mail, a voucher's code): at most one per request
 * too.
 */
export const CREDENTIAL_QUERIES = ['orderLookup', 'voucherQuote'];
const credentialQueries = new Set(CREDENTIAL_QUERIES);

/**
 * Refuses a mutation that asks for more than one credential mutation: 15 aliased signIn guesses were 15 sign-in
 * attempts in one request (the account locked for the REST API's window) and, with the right password among
 * them, a session under an error answer. Fields are counted by response key, as they run (the same key twice is
 * one run), through inline fragments and fragment spreads (each fragment once, as graphql-js collects them). A
 * query is held to one orderLookup alike: aliased look-ups are guesses at an order's e-mail.
 */
export function oneCredentialMutation(context: ValidationContext) {
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      const names = node.operation === 'mutation' ? CREDENTIAL_MUTATIONS : CREDENTIAL_QUERIES;
      const credentialFields = node.operation === 'mutation' ? credentialMutations : credentialQueries;
      if (node.operation === 'subscription') return;
      const found = new Map<string, FieldNode>();
      const visited = new Set<string>();
      const collect = (selectionSet: SelectionSetNode) => {
        for (const selection of selectionSet.selections) {
          if (selection.kind === Kind.FIELD) {
            if (credentialFields.has(selection.name.value)) {
              const key = selection.alias?.value ?? selection.name.value;
              if (!found.has(key)) found.set(key, selection);
            }
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            collect(selection.selectionSet);
          } else if (!visited.has(selection.name.value)) {
            visited.add(selection.name.value);
            const fragment = context.getFragment(selection.name.value);
            if (fragment) collect(fragment.selectionSet);
          }
        }
      };
      collect(node.selectionSet);
      if (found.size <= 1) return;
      const counts = new Map<string, number>();
      for (const field of found.values())
        counts.set(field.name.value, (counts.get(field.name.value) ?? 0) + 1);
      const asked = [...counts].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
      context.reportError(
        new GraphQLError(
          `A request may ask for only one of ${names.join(', ')}; this one asks for ` +
            `${found.size} (${asked}). Send each in a request of its own.`,
          {
            nodes: [...found.values()],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'credentials' },
          },
        ),
      );
    },
  };
}

type Variables = Record<string, unknown> | undefined;

/** The object, interface or union type a field's selection set selects from, if its type is one. */
const compositeOf = (type: GraphQLType | null | undefined): GraphQLCompositeType | undefined => {
  const target = type ? getNamedType(type) : undefined;
  return isCompositeType(target) ? target : undefined;
};

/** A composite type's fields (a union has none of its own: only __typename, or fragments on its members). */
const fieldsOf = (type: GraphQLCompositeType): GraphQLFieldMap<unknown, unknown> =>
  isUnionType(type) ? {} : type.getFields();

/** An argument's value, from its literal, the request's variables or its default; enough for sizes and lists. */
function literal(node: ValueNode, variables: Variables): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((value) => literal(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literal(field.value, variables)]),
      );
    case Kind.NULL:
      return null;
    default:
      return 'value' in node ? node.value : undefined;
  }
}

function argumentValue(arg: GraphQLArgument, node: ValueNode | undefined, variables: Variables): unknown {
  return node ? literal(node, variables) : arg.defaultValue;
}

function clampSize(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.max(0, Math.min(Math.floor(value), MAX_LIST_SIZE));
}

/**
 * How many items a field's lists hold, from its arguments: limit / first / last, page: { limit } (any input
 * object with a limit), or ids: [...]; undefined when the arguments do not say.
 */
function requestedSize(
  field: GraphQLField<unknown, unknown>,
  argumentNodes: ReadonlyMap<string, ValueNode>,
  variables: Variables,
): number | undefined {
  let size: number | undefined;
  for (const arg of field.args) {
    const value = argumentValue(arg, argumentNodes.get(arg.name), variables);
    if (value === undefined || value === null) continue;
    const type = getNullableType(arg.type);
    let found: number | undefined;
    if (['limit', 'first', 'last'].includes(arg.name)) found = clampSize(value);
    else if (arg.name === 'ids' && Array.isArray(value)) found = value.length;
    else if (isInputObjectType(type) && 'limit' in type.getFields() && typeof value === 'object') {
      // A PageInput without a limit gets the list's default.
      found = clampSize((value as Record<string, unknown>).limit) ?? DEFAULT_LIST_SIZE;
    }
    if (found !== undefined) size = Math.max(size ?? 0, found);
  }
  return size;
}

/**
 * The estimated cost of an operation: every field costs 1, and the fields below a list cost once per item. A
 * field with a size argument (a paged list such as products(page: { limit: 50 }) { items { … } }) hands its size
 * to the first list below it (items); a list without one counts DEFAULT_LIST_SIZE items. Introspection is free
 * (it is off in production).
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Variables,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;

  const selectionCost = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    pendingSize: number | undefined,
    visiting: Set<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        if (!fragment || visiting.has(fragment.name.value)) continue;
        const type = compositeOf(schema.getType(fragment.typeCondition.name.value));
        if (!type) continue;
        visiting.add(fragment.name.value);
        total += selectionCost(fragment.selectionSet, type, pendingSize, visiting);
        visiting.delete(fragment.name.value);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? compositeOf(schema.getType(selection.typeCondition.name.value))
          : parent;
        if (!type) continue;
        total += selectionCost(selection.selectionSet, type, pendingSize, visiting);
        continue;
      }
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const field = fieldsOf(parent)[name];
      if (!field) continue;
      total += 1;
      if (!selection.selectionSet) continue;
      const argumentNodes = new Map((selection.arguments ?? []).map((arg) => [arg.name.value, arg.value]));
      const size = requestedSize(field, argumentNodes, variables) ?? pendingSize;
      const list = isListType(getNullableType(field.type));
      const multiplier = list ? (size ?? DEFAULT_LIST_SIZE) : 1;
      // A size not used by this field (not a list) goes down to the list it describes.
      const passDown = list ? undefined : size;
      const type = compositeOf(field.type);
      if (!type) continue;
      total += multiplier * selectionCost(selection.selectionSet, type, passDown, visiting);
    }
    return total;
  };
  return selectionCost(operation.selectionSet, root, undefined, new Set());
}

/** Refuses an operation whose estimated cost is above the limit, before any resolver runs. */
export function costPlugin<TContext extends BaseContext>(maxCost: number): ApolloServerPlugin<TContext> {
  // Apollo keeps each document it has parsed and validated, so the same operation node comes back request after
  // request: its cost is worked out once per set of variables (a handful per operation: page numbers, limits).
  const known = new WeakMap<OperationDefinitionNode, Map<string, number>>();
  const costOf = (
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    document: DocumentNode,
    variables: Variables,
  ) => {
    const key = operation.variableDefinitions?.length ? JSON.stringify(variables ?? {}) : '';
    const costs = known.get(operation);
    const kept = costs?.get(key);
    if (kept !== undefined) return kept;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    const cost = operationCost(schema, operation, fragments, variables);
    // Long variables (a checkout's cart) are not worth keeping; nor are more than 64 sets per operation.
    if (key.length <= 256) {
      if (!costs) known.set(operation, new Map([[key, cost]]));
      else if (costs.size < 64) costs.set(key, cost);
    }
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, schema, request }) {
          if (!operation) return;
          const cost = costOf(schema, operation, document, request.variables);
          if (cost > maxCost) {
            throw new GraphQLError(
              `This query asks for too much at once: its estimated cost is ${cost}, at most ${maxCost} is allowed. ` +
                'Ask for fewer items per page or fewer fields.',
              {
                extensions: {
                  code: 'GRAPHQL_VALIDATION_FAILED',
                  limit: 'cost',
                  cost,
                  maxCost,
                  http: { status: 400 },
                },
              },
            );
          }
        },
      };
    },
  };
}
