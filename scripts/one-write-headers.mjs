// Next.js flushes a response's headers on their own just before it writes the first chunk of the
// body (next/dist/server/pipe-readable.js), so every answer cost two socket writes: one for the
// headers, one for the body. On loopback and in a VM a write to a TCP socket costs ~0.1–0.2 ms of
// the event loop (the kernel delivers the segment in the sender's time), a tenth of a check's
// event-loop budget (bench:load, issue 33). Node sends headers not yet sent with the first body
// write, so leaving them unflushed sends both in one write. Nothing is delayed: Next only flushes
// them immediately before it writes, and a response that ends without a body still sends them.

/** Makes `res.flushHeaders()` leave the headers to go out with the first body write. */
export function headersWithFirstWrite(res) {
  res.flushHeaders = keepForFirstWrite;
  return res;
}

function keepForFirstWrite() {
  // Node's own flushHeaders (lib/_http_outgoing.js) fixes the header block, then sends it alone
  // (`_send("")`). Fix it the same way, so that later setHeader calls fail as after a real flush,
  // and let the first write send it: `_send` prepends a header block not yet sent to the data.
  if (!this._header) this._implicitHeader();
}
