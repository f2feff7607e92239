// Entry of a check worker thread (lib/check-pool/check-pool.ts starts them). The worker runs the
// same TypeScript as the server (the engine in lib/check), compiled on load by tsx, a dependency already.
require("tsx/cjs/api").register();
require("./check-worker.ts");
