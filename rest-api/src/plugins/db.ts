// Opens the database (PostgreSQL or embedded PGlite), migrates it, and closes it with the app.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connect, type Db } from '../db/index.js';
import { migrate } from '../db/migrate.js';

export interface DbPluginOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  db?: Db | undefined;
}

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const { config } = app;
  const db =
    options.db ??
    (await connect({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  const applied = await migrate(db);
  if (applied.length > 0) app.log.info({ applied, engine: db.engine }, 'database migrated');
  app.decorate('db', db);
  // A database handed in by the caller is closed by the caller.
  if (!options.db) app.addHook('onClose', () => db.close());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}
