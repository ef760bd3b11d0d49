/**
 * Picks the adapter from the configuration: PostgreSQL when DATABASE_URL is set,
 * otherwise a SQLite file under DATA_DIR. Adapters are imported lazily so a
 * SQLite deployment never loads pg and the reverse.
 */
import type { LeadStore } from './types.ts';

export type StorageConfig =
  { kind: 'postgres'; connectionString: string; poolMax: number } | { kind: 'sqlite'; file: string };

export async function openLeadStore(
  config: StorageConfig,
  log: (message: string) => void = (message) => console.error(message),
): Promise<LeadStore> {
  if (config.kind === 'postgres') {
    const { openPostgresStore } = await import('./postgres.ts');
    return openPostgresStore({
      connectionString: config.connectionString,
      max: config.poolMax,
      onIdleError: (error) => log(`[leads] PostgreSQL idle connection error: ${error.message}`),
    });
  }
  const { openSqliteStore } = await import('./sqlite.ts');
  return openSqliteStore({ file: config.file });
}

export type * from './types.ts';
