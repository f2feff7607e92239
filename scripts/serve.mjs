// The production server behind `npm start`: Next's own request handler, plus one thing `next start`
// cannot do: tell the app which client sent each request. It overwrites x-stepwise-client-ip with
// the TCP peer address, or, when TRUST_PROXY=1 (the app sits behind a reverse proxy), with the
// last X-Forwarded-For entry, the one that proxy added. Per-client rate limits and sign-in
// lockouts key on it, so a client cannot pick its own identity by sending headers.
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import next from "next";
import { createEdgeLimiter, edgePerMinute, EDGE_TARPIT_MS } from "./edge-limit.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);

// WEB_PROCESSES > 1: that many server processes share the port (node:cluster), each with its own
// event loop and check workers, on one database; whatever they must agree on (sessions, limits,
// lockouts) lives in it. The first process only forks them and brings back one that died.
const processes = Number(process.env.WEB_PROCESSES || 1);
if (!Number.isInteger(processes) || processes < 1) {
  console.error(`WEB_PROCESSES must be a whole number ≥ 1 (got ${process.env.WEB_PROCESSES})`);
  process.exit(1);
}
if (processes > 1 && cluster.isPrimary) {
  superviseProcesses(processes);
} else {
  await serve();
}

function superviseProcesses(n) {
  let stopping = false;
  for (let i = 0; i < n; i++) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    console.error(`stepwise: process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => {
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill(sig);
      setTimeout(() => process.exit(0), 6000).unref();
    });
  }
}

async function serve() {
  const trustProxy = process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true";
  const HEADER = "x-stepwise-client-ip";

  function clientOf(req) {
    const xff = req.headers["x-forwarded-for"];
    if (trustProxy && typeof xff === "string") {
      const last = xff.split(",").map((s) => s.trim()).filter(Boolean).pop();
      if (last) return last;
    }
    return req.socket.remoteAddress ?? "unknown";
  }

  const app = next({ dev: false, dir: root, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Without a trusted proxy the X-Forwarded-* headers are whatever the client wrote: dropped, so that
  // Next fills them in from the socket and nothing downstream (the Origin check, the cookie's Secure
  // flag, HSTS) believes a client about its host or scheme.
  const FORWARDED = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-forwarded-for"];

  const edgeLimit = createEdgeLimiter({ perMinute: edgePerMinute(process.env.USER_CHECKS_PER_MIN) });

  function refuse(res, seconds) {
    const body = JSON.stringify({ error: { code: "TOO_MANY_REQUESTS", message: `Too many requests from this account. Try again in ${seconds} seconds.` } });
    res.writeHead(429, { "content-type": "application/json", "cache-control": "no-store", "retry-after": String(seconds) });
    res.end(body);
  }

  const server = http.createServer((req, res) => {
    const wait = edgeLimit(req);
    if (wait > 0) {
      setTimeout(() => refuse(res, wait), EDGE_TARPIT_MS);
      return;
    }
    req.headers[HEADER] = clientOf(req);
    if (!trustProxy) for (const h of FORWARDED) delete req.headers[h];
    // The app's own 429 for a session teaches the edge to refuse that session until its Retry-After.
    res.once("finish", () => {
      if (res.statusCode === 429) edgeLimit.refusedByApp(req, res.getHeader("retry-after"));
    });
    handle(req, res);
  });
  // LISTEN_HOST=127.0.0.1 keeps the server on loopback; default: all interfaces. Not HOST or HOSTNAME:
  // shells and container runtimes set those to the machine name.
  const host = process.env.LISTEN_HOST || undefined;
  server.listen(port, host, () => console.log(`stepwise listening on ${host ?? "all interfaces"}, port ${port}${cluster.isWorker ? ` (process ${process.pid})` : ""}`));

  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => {
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }
}
