import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { headersWithFirstWrite } from "./one-write-headers.mjs";

// Counts the writes a response makes to its socket, as Next.js answers: headers flushed, then the
// body written and the response ended in the same turn (next/dist/server/pipe-readable.js).
async function answerLikeNext(coalesce: boolean): Promise<{ writes: number; status: number; headers: http.IncomingHttpHeaders; body: string }> {
  let writes = 0;
  const server = http.createServer((req, res) => {
    if (coalesce) headersWithFirstWrite(res);
    const socket = res.socket as unknown as { _writeGeneric: (...a: unknown[]) => unknown; _writev: (...a: unknown[]) => unknown };
    for (const method of ["_writeGeneric", "_writev"] as const) {
      const original = socket[method].bind(socket);
      socket[method] = (...a: unknown[]) => {
        // _writev ends in _writeGeneric: count each write once
        if (method === "_writev") writes--;
        writes++;
        return original(...a);
      };
    }
    res.statusCode = 201;
    res.setHeader("content-type", "application/json");
    res.flushHeaders();
    res.write(JSON.stringify({ ok: true }));
    res.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
  return { writes, ...answer };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe("headersWithFirstWrite", () => {
  it("sends a flushed header block with the body in one socket write", async () => {
    const plain = await answerLikeNext(false);
    const joined = await answerLikeNext(true);
    expect(plain.writes).toBe(2);
    expect(joined.writes).toBe(1);
    for (const a of [plain, joined]) {
      expect(a.status).toBe(201);
      expect(a.headers["content-type"]).toBe("application/json");
      expect(JSON.parse(a.body)).toEqual({ ok: true });
    }
  });

  it("fixes the headers at the flush, as Node's own flushHeaders does", () => {
    const res = headersWithFirstWrite(new http.ServerResponse(new http.IncomingMessage(null as never)));
    res.setHeader("x-before", "1");
    res.flushHeaders();
    expect(res.headersSent).toBe(true);
    expect(() => res.setHeader("x-after", "1")).toThrow(/after they are sent/);
  });

  it("still sends the headers of a response that ends without a body", async () => {
    const server = http.createServer((req, res) => {
      headersWithFirstWrite(res);
      res.statusCode = 204;
      res.flushHeaders();
      res.end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) =>
      http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on("error", reject),
    );
    expect(status).toBe(204);
  });
});
