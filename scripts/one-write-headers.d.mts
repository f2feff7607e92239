// Types for scripts/one-write-headers.mjs (plain JS: serve.mjs runs it without a compiler).
import type { ServerResponse } from "node:http";
export declare function headersWithFirstWrite<T extends ServerResponse>(res: T): T;
