/**
 * Entry point of the lead pipeline.
 *
 * The site's HTTP server calls `startLeadPipeline()` at boot (migrations run,
 * the outbox worker starts). The Astro endpoint, bundled separately, calls
 * `getLeadPipeline()` and finds that same instance through a globalThis symbol;
 * if nothing started one (astro dev, tests), it starts one lazily.
 */
import { loadLeadConfig } from '../core/config.ts';
import { createLeadPipeline, type LeadPipeline, type PipelineOptions } from './pipeline.ts';

export const PIPELINE_KEY = Symbol.for('siam.leads.pipeline');
const STARTING_KEY = Symbol.for('siam.leads.pipeline.starting');
/** The options of the server's first start (its logger, its metrics), for a later start from the Astro bundle. */
const OPTIONS_KEY = Symbol.for('siam.leads.pipeline.options');

type Registry = {
  [PIPELINE_KEY]?: LeadPipeline;
  [STARTING_KEY]?: Promise<LeadPipeline>;
  [OPTIONS_KEY]?: PipelineOptions;
};
const registry = globalThis as typeof globalThis & Registry;

/**
 * Starts the pipeline for this process and registers it. Idempotent: while one
 * is registered (or starting) it is returned as is; stop() it first to start
 * another with a different environment. A failed start registers nothing, so
 * a later call tries again.
 */
export function startLeadPipeline(
  env: Record<string, string | undefined> = process.env,
  options: PipelineOptions = {},
): Promise<LeadPipeline> {
  const registered = registry[PIPELINE_KEY];
  if (registered) return Promise.resolve(registered);
  registry[OPTIONS_KEY] ??= options;
  const starting = registry[STARTING_KEY];
  if (starting) return starting;
  const promise = (async () => {
    try {
      const pipeline = await createLeadPipeline(loadLeadConfig(env), { env, ...options });
      const stop = pipeline.stop;
      const registeredPipeline: LeadPipeline = {
        ...pipeline,
        async stop() {
          if (registry[PIPELINE_KEY] === registeredPipeline) delete registry[PIPELINE_KEY];
          await stop();
        },
      };
      registry[PIPELINE_KEY] = registeredPipeline;
      return registeredPipeline;
    } finally {
      delete registry[STARTING_KEY];
    }
  })();
  registry[STARTING_KEY] = promise;
  return promise;
}

/** The registered pipeline, or a new one started from process.env. */
export function getLeadPipeline(): Promise<LeadPipeline> {
  return startLeadPipeline(process.env, registry[OPTIONS_KEY]);
}

/** The registered pipeline if one is running (no start). */
export function currentLeadPipeline(): LeadPipeline | undefined {
  return registry[PIPELINE_KEY];
}

export { loadLeadConfig, LeadConfigError, type LeadConfig } from '../core/config.ts';
export type { LeadPipeline } from './pipeline.ts';
export { handleContactRequest, type ContactRequestContext, type ContactFormView } from '../leads/http.ts';
