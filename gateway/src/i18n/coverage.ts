// Which GraphQL field calls each REST route of the shop's languages (the coverage test walks the route table).
export const coverage: Record<string, string> = {
  'GET /public/v1/setting/language': 'Query.languageSetting',
  'PUT /v1/setting/language': 'Mutation.updateLanguageSetting',
};
