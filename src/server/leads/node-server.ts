/**
 * A bare node:http server around `handleContactRequest`, serving only
 * POST /api/contact. Used by the lead benchmark and the durability test, which
 * need the real request path without an Astro build. The site itself serves
 * the endpoint through Astro (src/pages/api/contact.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { handleContactRequest, type ContactRequestContext } from './http.ts';

function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // @ts-expect-error duplex is required by Node for streamed request bodies, missing from the DOM types
    duplex: 'half',
  });
}

async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (response.body) {
    res.end(Buffer.from(await response.arrayBuffer()));
  } else {
    res.end();
  }
}

export function createContactServer(pipeline: ContactRequestContext['pipeline']): Server {
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/api/contact' && url.pathname !== '/api/contact/') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const request = toWebRequest(req, `http://${req.headers.host ?? 'localhost'}`);
      const response = await handleContactRequest(request, { pipeline, socketAddress: req.socket.remoteAddress });
      // The rest of an oversized body is not read: close the connection instead of draining it.
      if (response.status === 413) res.setHeader('Connection', 'close');
      await writeWebResponse(res, response);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error instanceof Error ? error.message : error));
    }
  });
}
