// Operations run as compiled JavaScript (graphql-jit) instead of graphql-js's general executor: the shop's
// clients send the same few trusted documents over and over, so each (document, operation) is compiled on its
// first run into a function that resolves exactly its fields, and kept. Apollo Server takes a custom executor
// only through its gateway interface: this "gateway" serves the gateway's own schema (it loads nothing from
// elsewhere) and executes what Apollo has already parsed and validated; Apollo's plugins run around it as before.
// A document graphql-jit cannot compile, one that uploads a file, and a mutation of several fields (which must stop
// at the first that fails) run on graphql-js's execute instead.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  Kind,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type TypeNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** How many compiled operations are kept (the web app has about 200; more are evicted oldest first). */
const MAX_COMPILED = 1000;

type Compiled = CompiledQuery | { fallback: DocumentNode };

/** The name a variable's type comes down to ([Upload!]! → Upload). */
function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/**
 * Whether the operation takes a file (uploadImage): it runs on graphql-js, since an Upload variable cannot be
 * coerced twice (its value becomes the file's promise).
 */
const uploads = (operation: OperationDefinitionNode) =>
  (operation.variableDefinitions ?? []).some((definition) => namedType(definition.type) === 'Upload');

/**
 * Whether the operation is a mutation of more than one root field (or of fragments at its root, which may hold
 * several). graphql-js runs mutation fields one after another and stops at the first non-null one that fails
 * (every field of our Mutation type is non-null): its null reaches `data`, and no later field runs. graphql-jit
 * runs them one after another too but goes on after a failure, so `removeCartItem(<unknown id>)` then
 * `addToCart(…)` changed the cart under a NOT_FOUND answer. Such operations run on graphql-js; a mutation of one
 * field, as every one the web app sends, has nothing after it to stop and stays compiled.
 */
const severalMutationFields = (operation: OperationDefinitionNode) =>
  operation.operation === 'mutation' &&
  (operation.selectionSet.selections.length > 1 || operation.selectionSet.selections[0]?.kind !== Kind.FIELD);

/**
 * A compiled query's answer with its errors as graphql-js makes them. graphql-jit's own errors may lack
 * `extensions` (Apollo's formatting then fails on them: "Internal server error", path lost) and may have a
 * message that cannot be written (a plugin that rewrites messages then throws); each becomes a graphql-js
 * GraphQLError with the same message, path, locations and original error (whose extensions, a REST error's code
 * and details, it takes on).
 */
function withGraphqlErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const copy = new GraphQLError(error.message, {
        ...(error.nodes ? { nodes: error.nodes } : {}),
        ...(error.source ? { source: error.source } : {}),
        ...(error.positions ? { positions: error.positions } : {}),
        ...(error.path ? { path: error.path } : {}),
        originalError: error.originalError ?? error,
        ...(error.extensions && Object.keys(error.extensions).length > 0
          ? { extensions: error.extensions }
          : {}),
      });
      // graphql-jit gives the locations themselves, not the nodes graphql-js would work them out from.
      if (!copy.locations && error.locations) {
        Object.defineProperty(copy, 'locations', { value: error.locations, enumerable: true });
      }
      return copy;
    }),
  };
}

/**
 * An Apollo gateway that offers `apiSchema` to Apollo (to validate against and show its plugins) and runs
 * operations compiled against `schema`, an instance of its own: Apollo wraps the resolvers of the schema it is
 * given whenever a plugin hooks per-field resolution, and compiled operations are not to call those wrappers.
 */
export function compiledExecutionGateway(apiSchema: GraphQLSchema, schema: GraphQLSchema): Gateway {
  const compiled = new Map<string, Compiled>();

  function compiledFor(document: DocumentNode, operation: OperationDefinitionNode, key: string): Compiled {
    let entry = compiled.get(key);
    if (entry) return entry;
    const result =
      uploads(operation) || severalMutationFields(operation)
        ? undefined
        : compileQuery(schema, document, operation.name?.value);
    entry = result && isCompiledQuery(result) ? result : { fallback: document };
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, entry);
    return entry;
  }

  const executor: Executor = async (requestContext) => {
    const { document, operation, operationName, queryHash, request, context } = requestContext;
    const variables = request.variables ?? {};
    // A hash of the document's text, and the operation chosen in it: one compiled function each.
    const entry = compiledFor(document, operation, `${queryHash}:${operationName ?? ''}`);
    if ('fallback' in entry) {
      return execute({ schema, document, contextValue: context, variableValues: variables, operationName });
    }
    // Variables are coerced by graphql-js: its messages name the variable and the path to the bad value and carry
    // the scalar's own reason (graphql-jit's do neither), and Apollo answers them 400 BAD_USER_INPUT.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {
      maxErrors: 50,
    });
    if (coerced.errors) return { errors: coerced.errors };
    // The values graphql-js coerced (defaults of input fields filled in, which graphql-jit misses in a list of
    // input objects): coercing them again is a no-op for every scalar but Upload, whose operations run above.
    return withGraphqlErrors(await entry.query(undefined, context, coerced.coerced));
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema, coreSupergraphSdl: printSchema(apiSchema) });
      return () => undefined;
    },
    async load() {
      return { executor };
    },
    async stop() {
      compiled.clear();
    },
  };
}
