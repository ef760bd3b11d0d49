/** The senders' clock: the system's, moved by the offset (ms) in a file when one is set (the tests move time). */
import { readFileSync } from 'node:fs';

export function clockFrom(file: string | null): () => Date {
  if (!file) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file yet: no offset.
    }
    return new Date(Date.now() + offset);
  };
}
