// Small fetch wrapper for the account/class forms: JSON in, JSON out, the server's message on error.
export interface JsonResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  error: string | null;
}

export async function sendJson<T>(url: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown): Promise<JsonResult<T>> {
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as (T & { error?: { message?: string } }) | null;
    if (!res.ok) return { ok: false, status: res.status, data: null, error: json?.error?.message ?? `Request failed (${res.status}).` };
    return { ok: true, status: res.status, data: json, error: null };
  } catch {
    return { ok: false, status: 0, data: null, error: "Could not reach the server. Check your connection and try again." };
  }
}
