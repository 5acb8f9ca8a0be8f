import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * What the stand-ins for GitHub's and Cloudflare's APIs share (./github-stub.ts,
 * ./cloudflare-stub.ts, scripts/tools/github-api-stub.ts): reading a request's JSON body, and
 * listening on a free port of loopback.
 */

/** A request's body read as JSON; undefined when it has none. Throws on JSON that does not parse. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

/** Starts `server` on a free port of 127.0.0.1: its address, and how to stop it. */
export async function listenOnLoopback(server: Server) {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
