/**
 * Requests sent byte for byte with node:http (fetch normalises URLs, refuses latin-1 header bytes
 * and re-encodes bodies): raw query strings with invalid percent-encoding, header values that are
 * not UTF-8, and bodies that are not UTF-8 either.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query exactly as they go on the request line. */
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawClient {
  send(request: RawRequest): Promise<RawResponse>;
  close(): void;
}

/**
 * A client of one server (http://127.0.0.1:port). One connection per request: the server may close
 * a connection after a request it refuses, and a reused socket would then fail the next one.
 */
export function rawClient(baseUrl: string): RawClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: false });
  const sendOnce = (request: RawRequest) =>
    new Promise<RawResponse>((resolve, reject) => {
      const headers: Record<string, string> = { ...request.headers };
      if (request.body) headers['content-length'] = String(request.body.length);
      const outgoing = http.request(
        { host: hostname, port, method: request.method, path: request.path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body ? Buffer.from(request.body) : undefined);
    });
  return {
    async send(request) {
      try {
        return await sendOnce(request);
      } catch (error) {
        // A server may answer and close before it has read the whole body; the client then loses
        // the answer to a reset. That is the transport, not the answer: ask once more.
        const code = (error as { code?: string }).code;
        if (code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
        return sendOnce(request);
      }
    },
    close: () => agent.destroy(),
  };
}

/** The body as JSON, or undefined when it is not JSON. */
export function jsonOf(response: RawResponse): unknown {
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    return undefined;
  }
}
