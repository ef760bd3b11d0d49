/**
 * Starts the whole site: the lead pipeline (migrations, outbox worker), then
 * an HTTP server with the site handler in front of Astro's built handler.
 * Environment: PORT (4321), HOST (localhost), TRUST_PROXY, plus the leads
 * variables documented in the README.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteHandler, loadCspMap, type NodeHandler } from './site-handler.ts';
import { trustProxyHops } from '../leads/config.ts';

interface RunningSite {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

export async function startSite(options: { distDir?: string; port?: number; host?: string } = {}): Promise<RunningSite> {
  const distDir = path.resolve(options.distDir ?? 'dist');
  const port = options.port ?? Number(process.env.PORT ?? 4321);
  const host = options.host ?? process.env.HOST ?? 'localhost';
  // Same reading as the lead pipeline: "true"/"1"/N proxies; any trusted proxy tells us the scheme.
  const trustProxy = trustProxyHops(process.env.TRUST_PROXY?.trim() || null) > 0;

  const { startLeadPipeline, currentLeadPipeline, getLeadPipeline, LeadConfigError } = await import('../leads/index.ts');
  try {
    await startLeadPipeline(process.env);
  } catch (error) {
    // A wrong setting is refused at once, so it is noticed. Storage that is down
    // must not take the whole site down: pages are served, POST /api/contact
    // answers 503 and retries the start on each request until storage is back.
    if (error instanceof LeadConfigError) throw error;
    console.error('Lead storage is unavailable at start; serving the site, /api/contact answers 503 until it is back.', error);
  }

  const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)) as { handler: NodeHandler };
  const handler = createSiteHandler({
    clientDir: path.join(distDir, 'client'),
    astroHandler: entry.handler,
    trustProxy,
    cspByFile: loadCspMap(distDir),
    async oneClickUnsubscribe(token) {
      const reminders = (await getLeadPipeline()).reminders;
      if (!reminders) return 404;
      return (await reminders.unsubscribe(token)) ? 200 : 404;
    },
  });

  const server = http.createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;

  return {
    server,
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await currentLeadPipeline()?.stop();
    },
  };
}
