// Entry of the PRM worker thread (lib/prm/worker-client.ts starts it). The worker runs the same
// TypeScript as the server (lib/prm/score.ts), compiled on load by tsx, a dependency already.
require("tsx/cjs/api").register();
require("./worker.ts");
