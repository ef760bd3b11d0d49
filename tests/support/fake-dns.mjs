/**
 * Preloaded (`node --import`) into a script under test so it never reaches the real network: every host name
 * resolves to FAKE_DNS_ADDRESS (a local test server), or, when that is unset, fails as it does on a machine
 * with no network (ENOTFOUND).
 */
import dns from 'node:dns';

const address = process.env.FAKE_DNS_ADDRESS;
dns.lookup = (hostname, options, callback) => {
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() => {
    if (!address) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
      return done(error);
    }
    return all ? done(null, [{ address, family: 4 }]) : done(null, address, 4);
  });
};
