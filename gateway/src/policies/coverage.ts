// Which GraphQL field calls each REST route of the policy pages (the coverage test walks the route table).
export const coverage: Record<string, string> = {
  'GET /public/v1/pages/:slug': 'Query.policyPage',
  'GET /v1/pages/:slug': 'Query.policyPageSource',
  'PUT /v1/pages/:slug': 'Mutation.updatePolicyPage',
};
