/**
 * The single-purpose tokens in the visitors' links (confirm, unsubscribe, cancel...): 32 random bytes, URL-safe;
 * only their SHA-256 is stored, so the database never holds one in a readable form.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A token as it appears in links: 43 URL-safe characters; anything else is not ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The stored hash a token from a link would have, or null when it cannot be one of ours. */
export const tokenHash = (token: string): string | null => (TOKEN_SHAPE.test(token) ? hashToken(token) : null);
