// The demo shop (issue 3): filled in by the seed work.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export async function seedDemo(app: FastifyInstance, log?: FastifyBaseLogger): Promise<void> {
  void app;
  void log;
}
