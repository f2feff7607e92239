// vitest stand-in for the "server-only" package, whose real module throws outside a React
// server environment; unit tests run server code directly in node.
export {};
