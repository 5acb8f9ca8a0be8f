import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { listenOnLoopback } from "#scripts/publish/loopback.ts";

/*
 * A stand-in for the part of Cloudflare's API that `wrangler versions upload` calls, on
 * loopback, for the tests (wrangler reads CLOUDFLARE_API_BASE_URL): the Worker's service, the
 * static assets' upload session (every file already there: nothing to send), the new version,
 * and the Worker's workers.dev subdomain with previews on. It keeps what the upload sent.
 */

/** What one `versions upload` sent: the version's metadata part, and the assets' manifest. */
export type StubUpload = {
  metadata: {
    bindings: { name: string; type: string; text?: string }[];
    annotations?: Record<string, string>;
    assets?: { jwt: string; config?: Record<string, unknown> };
    [key: string]: unknown;
  };
  manifest: Record<string, { hash: string; size: number }>;
};

export async function startCloudflareStub(options: {
  account: string;
  worker: string;
  /** The account's workers.dev subdomain. */
  subdomain: string;
  /**
   * The KV namespaces the live Worker is bound to (binding names). A version uploaded with a
   * binding that has no id inherits the live Worker's (wrangler reads its settings first).
   */
  kv?: string[];
}) {
  const base = `/client/v4/accounts/${options.account}/workers`;
  const uploads: StubUpload[] = [];
  const requests: string[] = [];
  let manifest: StubUpload["manifest"] = {};
  const VERSION = "0a1b2c3d-0000-4000-8000-000000000000";

  const server = createServer((req, res) => {
    // A stub's own mistake answers 500 at once: wrangler would otherwise wait for an answer.
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(String(error));
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url!, "http://stub").pathname;
    requests.push(`${req.method} ${path}`);
    const send = (status: number, result: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          status < 400
            ? { success: true, errors: [], messages: [], result }
            : {
                success: false,
                errors: [{ code: 10007, message: String(result) }],
                messages: [],
                result: null,
              },
        ),
      );
    };
    if (req.headers.authorization !== "Bearer stub-token")
      return send(403, "Authentication error");
    const worker = `${base}/scripts/${options.worker}`;
    if (req.method === "GET" && path === `${base}/services/${options.worker}`)
      return send(200, {
        id: options.worker,
        default_environment: {
          environment: "production",
          script: { tag: "stub-tag", tags: [], last_deployed_from: "wrangler" },
        },
      });
    if (req.method === "GET" && path === `${worker}/settings`)
      return send(200, {
        bindings: (options.kv ?? []).map((name) => ({
          type: "kv_namespace",
          name,
          namespace_id: `stub-kv-${name.toLowerCase()}`,
        })),
      });
    if (req.method === "POST" && path === `${worker}/assets-upload-session`) {
      manifest = (JSON.parse(body.toString()) as { manifest: typeof manifest })
        .manifest;
      return send(201, { jwt: "stub-assets-jwt", buckets: [] });
    }
    if (req.method === "POST" && path === `${worker}/versions`) {
      const form = await new Request("http://stub", {
        method: "POST",
        headers: { "Content-Type": req.headers["content-type"]! },
        body,
      }).formData();
      const part = form.get("metadata");
      const metadata = JSON.parse(
        typeof part === "string" ? part : await part!.text(),
      ) as StubUpload["metadata"];
      uploads.push({ metadata, manifest });
      return send(200, {
        id: VERSION,
        number: uploads.length,
        startup_time_ms: 1,
        metadata: { has_preview: true },
      });
    }
    if (req.method === "GET" && path === `${base}/workers/${options.worker}`)
      return send(200, {
        id: options.worker,
        subdomain: {
          enabled: true,
          previews_enabled: true,
          preview_url_suffix: `-${options.worker}.${options.subdomain}.workers.dev`,
        },
      });
    return send(404, `the stub does not answer ${req.method} ${path}`);
  }
  const { url, close } = await listenOnLoopback(server);
  return {
    url: `${url}/client/v4`,
    version: VERSION,
    uploads,
    requests,
    close,
  };
}
