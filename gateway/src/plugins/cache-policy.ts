// Cache hints per operation, worked out once per document instead of once per resolved field. Apollo's own
// cacheControl plugin hooks every field's resolution to read its @cacheControl hints; with persisted operations
// the same few documents run over and over, so this plugin derives each document's policy from the schema once
// (the same rules, applied to every field the operation selects) and sets the `cache-control` header as Apollo's
// plugin does. The answer is the same as the per-field one whenever every selected field resolves, and never less
// strict otherwise (a field left unresolved — an empty list, a null parent, a skipped fragment — still counts).
// Resolvers give no dynamic hints (info.cacheControl is not set): a hint belongs in the schema.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  getNamedType,
  isCompositeType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** A cache hint, as Apollo's CachePolicy takes it. */
export interface CacheHint {
  maxAge?: number;
  scope?: 'PUBLIC' | 'PRIVATE';
}

interface Annotation extends CacheHint {
  inheritMaxAge?: boolean;
}

/** What @cacheControl(maxAge, scope, inheritMaxAge) says among `directives`. */
function annotationOf(directives: readonly ConstDirectiveNode[] | undefined): Annotation | undefined {
  const directive = directives?.find((candidate) => candidate.name.value === 'cacheControl');
  if (!directive) return undefined;
  const annotation: Annotation = {};
  for (const argument of directive.arguments ?? []) {
    const { value } = argument;
    if (argument.name.value === 'maxAge' && value.kind === Kind.INT) annotation.maxAge = Number(value.value);
    if (argument.name.value === 'scope' && value.kind === Kind.ENUM) {
      annotation.scope = value.value === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC';
    }
    if (argument.name.value === 'inheritMaxAge' && value.kind === Kind.BOOLEAN) {
      annotation.inheritMaxAge = value.value;
    }
  }
  return annotation;
}

function typeAnnotation(type: GraphQLCompositeType): Annotation {
  for (const node of [type.astNode, ...type.extensionASTNodes]) {
    const annotation = annotationOf(node?.directives);
    if (annotation) return annotation;
  }
  return {};
}

const fieldAnnotation = (field: GraphQLField<unknown, unknown>): Annotation =>
  annotationOf(field.astNode?.directives) ?? {};

/** A cache policy's two operations, as Apollo's CachePolicy has them. */
const replace = (policy: CacheHint, hint: CacheHint) => {
  if (hint.maxAge !== undefined) policy.maxAge = hint.maxAge;
  if (hint.scope !== undefined) policy.scope = hint.scope;
};
const restrict = (policy: CacheHint, hint: CacheHint) => {
  if (hint.maxAge !== undefined && (policy.maxAge === undefined || hint.maxAge < policy.maxAge)) {
    policy.maxAge = hint.maxAge;
  }
  if (hint.scope !== undefined && policy.scope !== 'PRIVATE') policy.scope = hint.scope;
};

/**
 * The policy of `operation`: the strictest of the hints of every field it (and the fragments in `document`)
 * selects, each field's hint found as Apollo's cacheControl plugin finds it — the field's own @cacheControl, else
 * its type's, `inheritMaxAge` taking the parent's; a root field, or an object field without a maxAge of its own
 * or to inherit, gets `defaultMaxAge`.
 */
export function operationCachePolicy(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  defaultMaxAge: number,
): CacheHint {
  const overall: CacheHint = {};
  const root = schema.getRootType(operation.operation);
  const typeInfo = new TypeInfo(schema);
  const nodes = [
    operation,
    ...document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION),
  ];
  for (const node of nodes) {
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field(field) {
          // __typename and introspection are answered by graphql-js itself: no hints, as in Apollo's plugin.
          if (field.name.value.startsWith('__')) return;
          const definition = typeInfo.getFieldDef();
          if (!definition) return;
          const policy: CacheHint = {};
          let inheritMaxAge = false;
          const target = getNamedType(definition.type);
          const composite = isCompositeType(target);
          if (composite) {
            const annotation = typeAnnotation(target);
            replace(policy, annotation);
            inheritMaxAge = Boolean(annotation.inheritMaxAge);
          }
          const own = fieldAnnotation(definition);
          if (own.inheritMaxAge && policy.maxAge === undefined) {
            inheritMaxAge = true;
            if (own.scope) replace(policy, { scope: own.scope });
          } else {
            replace(policy, own);
          }
          const isRoot = typeInfo.getParentType() === root;
          if (policy.maxAge === undefined && ((composite && !inheritMaxAge) || isRoot)) {
            restrict(policy, { maxAge: defaultMaxAge });
          }
          restrict(overall, policy);
        },
      }),
    );
  }
  return overall;
}

/** `cache-control` as Apollo's plugin writes it: max-age and scope when cacheable, else no-store. */
export function cacheControlHeader(policy: CacheHint, hasErrors: boolean): string {
  if (!hasErrors && policy.maxAge !== undefined && policy.maxAge > 0) {
    return `max-age=${policy.maxAge}, ${(policy.scope ?? 'PUBLIC').toLowerCase()}`;
  }
  return 'no-store';
}

/**
 * The plugin: restricts each request's overall cache policy by its document's (worked out on the document's first
 * run), which the response cache reads, and writes the `cache-control` header. Pass Apollo's
 * ApolloServerPluginCacheControlDisabled() with it, or Apollo installs its per-field plugin as well.
 */
export function cachePolicyPlugin<TContext extends BaseContext>({
  defaultMaxAge = 0,
}: { defaultMaxAge?: number } = {}): ApolloServerPlugin<TContext> {
  const policies = new WeakMap<DocumentNode, Map<OperationDefinitionNode, CacheHint>>();
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ schema, document, operation, overallCachePolicy }) {
          let byOperation = policies.get(document);
          if (!byOperation) policies.set(document, (byOperation = new Map()));
          let policy = byOperation.get(operation);
          if (!policy) {
            policy = operationCachePolicy(schema, document, operation, defaultMaxAge);
            byOperation.set(operation, policy);
          }
          overallCachePolicy.restrict(policy);
        },
        async willSendResponse({ response, overallCachePolicy }) {
          // A header set on purpose elsewhere (none today) would be kept, as Apollo's plugin keeps one it cannot read.
          if (response.http.headers.has('cache-control')) return;
          const hasErrors = response.body.kind !== 'single' || Boolean(response.body.singleResult.errors);
          response.http.headers.set(
            'cache-control',
            cacheControlHeader(overallCachePolicy.policyIfCacheable() ?? {}, hasErrors),
          );
        },
      };
    },
  };
}
