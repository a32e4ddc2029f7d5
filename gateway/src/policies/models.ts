// The policy pages' REST answers, as the REST API's TypeBox schemas type them: the GraphQL shapes already.
export type {
  PolicyPage as RestPolicyPage,
  PolicyPageSource as RestPolicyPageSource,
} from '@lemari/rest-api/contract';
