require("tsx/cjs/api").register();
require(process.env.W_ENTRY ?? "/tmp/wt/w.ts");
