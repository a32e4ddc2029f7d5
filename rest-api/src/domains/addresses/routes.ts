// addresses routes (issue 3): filled in by this domain's work.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const addressesRoutes: FastifyPluginAsyncTypebox = async () => {};

export default addressesRoutes;
