import * as http from 'http';
import type { AddressInfo } from 'net';

/** Calls from distinct loopback addresses (127.0.0.2, 127.0.0.3, …): what limits per client address see. */
export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: http.IncomingHttpHeaders;
}

/** Listens on `host`, port 0; resolves the port. */
export function listen(server: http.Server, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

/** One JSON request to 127.0.0.1:`port` from the local address `from`, on a connection of its own. */
export function sendFrom(
  port: number,
  from: string,
  method: string,
  path: string,
  body?: object,
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  const data = body === undefined ? '' : JSON.stringify(body);
  const all: http.OutgoingHttpHeaders = { ...headers };
  if (body !== undefined) Object.assign(all, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress: from, method, path, headers: all, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(data);
  });
}
