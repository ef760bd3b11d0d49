/** An outbox worker for tests, on a clock the test moves by hand. */
import { createOutboxWorker, type OutboxWorkerOptions } from '../../src/server/core/outbox.ts';

/** The clock starts at makeLead's time (2025-10-01 08:00 UTC); no jitter, so retries fall due exactly; the log is kept. */
export function workerOnTestClock(options: Omit<OutboxWorkerOptions, 'now' | 'random' | 'log'>) {
  let clock = new Date('2025-10-01T08:00:00.000Z');
  const logs: string[] = [];
  const worker = createOutboxWorker({
    ...options,
    now: () => clock,
    random: () => 0.5,
    log: (message) => logs.push(message),
  });
  return {
    worker,
    logs,
    now: () => clock,
    advance: (ms: number) => (clock = new Date(clock.getTime() + ms)),
  };
}
