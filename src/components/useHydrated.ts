/**
 * False in the server's HTML and while React hydrates it, true after: what only works with the island running
 * (an enabled search box, the island's own error messages) waits for it, without a second render at start.
 */
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export const useHydrated = () => useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
