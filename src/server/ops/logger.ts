/**
 * One JSON line per event (pino), on stdout. Every line written while a request is handled carries that
 * request's ID (an AsyncLocalStorage context set by the HTTP layer), the ID the response returns in X-Request-Id.
 *
 * No personal data: the code logs ids, routes, statuses and errors, never a form's values or the client address;
 * as a last guard, anything shaped like an e-mail address in a message is replaced (an SMTP relay's error can
 * quote the visitor's address).
 *
 * The server's own modules and the Astro bundle (which has its own copies of them) share one logger and one
 * context through a globalThis symbol.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';

interface RequestContext {
  requestId: string;
}

interface Shared {
  logger: Logger;
  context: AsyncLocalStorage<RequestContext>;
}

const SHARED_KEY = Symbol.for('siam.ops.logging');
const registry = globalThis as typeof globalThis & { [SHARED_KEY]?: Shared };

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;

/** Replaces e-mail addresses in a log message. */
export function scrubMessage(text: string): string {
  return text.replace(EMAIL, '[e-mail]');
}

function scrubbedError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  return { ...serialized, message: scrubMessage(serialized.message), stack: scrubMessage(serialized.stack ?? '') };
}

/** A logger writing to `destination` (stdout by default), at LOG_LEVEL (default info). */
export function createLogger(
  context: AsyncLocalStorage<RequestContext>,
  destination?: DestinationStream,
  level = process.env.LOG_LEVEL || 'info',
): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const store = context.getStore();
        return store ? { requestId: store.requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubMessage(arg) : arg)) as Parameters<
            typeof method
          >;
          method.apply(this, scrubbed);
        },
      },
      serializers: { err: scrubbedError },
    },
    destination,
  );
}

function shared(): Shared {
  if (!registry[SHARED_KEY]) {
    const context = new AsyncLocalStorage<RequestContext>();
    registry[SHARED_KEY] = { context, logger: createLogger(context) };
  }
  return registry[SHARED_KEY];
}

export function logger(): Logger {
  return shared().logger;
}

/** Runs `fn` with `requestId` attached to every line it logs, also from callbacks and promises it starts. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return shared().context.run({ requestId }, fn);
}

/** A `(message) => void` logger for the pipeline's modules, which log plain sentences. */
export function messageLogger(component: string, level: 'info' | 'warn' | 'error' = 'warn'): (message: string) => void {
  return (message) => logger()[level]({ component }, message);
}

/**
 * Sends console output (Astro's messages, a library's warning) through the logger, so stdout holds only JSON
 * lines. An Error argument is logged as `err`, with its stack.
 */
export function routeConsoleToLogger(): void {
  const route =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== error));
      if (error) logger()[level]({ err: error }, text || error.message);
      else logger()[level](text);
    };
  console.log = route('info');
  console.info = route('info');
  console.warn = route('warn');
  console.error = route('error');
}
