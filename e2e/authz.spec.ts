import { expect, request as pwRequest, test, type APIRequestContext } from "@playwright/test";

// The HTTP layer of the authorisation rules (the handlers themselves are covered route by route
// in app/api/authz.test.ts): real cookies, real server, demo data. Each data route is asked by
// no one (401), by the wrong role (403) and by someone it does not belong to (404, same body as
// a missing id); nothing of the resource appears in a refusal.

async function as(baseURL: string, username: string | null, password = "stepwise-student"): Promise<APIRequestContext> {
  const ctx = await pwRequest.newContext({ baseURL });
  if (username) expect((await ctx.post("/api/auth/login", { data: { username, password } })).status()).toBe(200);
  return ctx;
}

test("data routes deny no session, the wrong role and other people's things", async ({ baseURL }) => {
  const anon = await as(baseURL!, null);
  const ada = await as(baseURL!, "ada");
  const teacher = await as(baseURL!, "teacher", "stepwise-teacher");

  // a second class of the demo teacher, and a student in it only (joined with the new code);
  // teacher-vs-teacher isolation needs a second teacher account, see app/api/authz.test.ts
  const suffix = Date.now().toString(36);
  const other = await as(baseURL!, null);
  const created = await teacher.post("/api/classes", { data: { name: `Other ${suffix}` } });
  expect(created.status()).toBe(201);
  const teacherClasses = (await (await teacher.get("/api/classes")).json()).classes as { id: number; joinCode: string }[];
  const demoClass = teacherClasses.find((c) => c.joinCode === "DEMO-2026")!;
  const otherCode = ((await created.json()).class as { joinCode: string }).joinCode;
  expect((await other.post("/api/auth/join", { data: { code: otherCode, username: `zed-${suffix}`, password: "zed-password" } })).status()).toBe(201);

  const demo = await (await teacher.get(`/api/classes/${demoClass.id}`)).json();
  const ben = (demo.students as { id: number; username: string }[]).find((s) => s.username === "ben")!;
  const adaId = (demo.students as { id: number; username: string }[]).find((s) => s.username === "ada")!.id;
  const benAttempts = (await (await teacher.get(`/api/progress/history?studentId=${ben.id}&limit=1`)).json()).attempts as { id: number; steps: { content: string }[] }[];
  const benSub = benAttempts[0]!.id;

  // no session
  for (const url of ["/api/classes", `/api/classes/${demoClass.id}`, "/api/progress", "/api/progress/history", "/api/practice/next", `/api/submissions/${benSub}`]) {
    const r = await anon.get(url);
    expect(r.status(), url).toBe(401);
  }
  expect((await anon.post(`/api/classes/${demoClass.id}/join-code`)).status()).toBe(401);
  expect((await anon.post(`/api/classes/${demoClass.id}/students/${ben.id}/password`, { data: {} })).status()).toBe(401);
  expect((await anon.delete(`/api/classes/${demoClass.id}/students/${ben.id}`)).status()).toBe(401);

  // wrong role
  expect((await ada.get("/api/classes")).status()).toBe(403);
  expect((await ada.get(`/api/classes/${demoClass.id}`)).status()).toBe(403);
  expect((await ada.post(`/api/classes/${demoClass.id}/students/${ben.id}/password`, { data: {} })).status()).toBe(403);
  expect((await teacher.get("/api/practice/next")).status()).toBe(403);

  // another student's things: 404, indistinguishable from a missing id
  const missingSub = await ada.get("/api/submissions/999999");
  const otherSub = await ada.get(`/api/submissions/${benSub}`);
  expect(otherSub.status()).toBe(404);
  expect(await otherSub.json()).toEqual(await missingSub.json());
  for (const url of [`/api/progress?studentId=${ben.id}`, `/api/progress/history?studentId=${ben.id}`]) {
    const r = await ada.get(url);
    expect(r.status(), url).toBe(404);
    expect(await r.text()).not.toContain("ben");
  }

  // a student of another class sees nothing of this one; the teacher of both sees both
  const zed = (await (await other.get("/api/progress")).json()).student as { id: number };
  expect((await teacher.get(`/api/progress?studentId=${zed.id}`)).status()).toBe(200);
  expect((await ada.get(`/api/progress?studentId=${zed.id}`)).status()).toBe(404);
  expect((await other.get(`/api/submissions/${benSub}`)).status()).toBe(404);
  expect((await other.get(`/api/progress/history?studentId=${adaId}`)).status()).toBe(404);

  // what is yours works
  expect((await ada.get("/api/progress")).status()).toBe(200);
  expect((await ada.get("/api/practice/next")).status()).toBe(200);
  expect((await teacher.get(`/api/submissions/${benSub}`)).status()).toBe(200);

  // setup is closed on a server with accounts
  expect((await anon.post("/api/auth/setup", { data: { username: "mallory", password: "long-enough-pw" } })).status()).toBe(409);

  for (const c of [anon, ada, teacher, other]) await c.dispose();
});

test("a password reset by the teacher ends the student's sessions", async ({ baseURL }) => {
  const teacher = await as(baseURL!, "teacher", "stepwise-teacher");
  const suffix = Date.now().toString(36);
  // its own class, so the demo class stays as other specs expect it
  const created = await teacher.post("/api/classes", { data: { name: `Reset ${suffix}` } });
  const demo = (await created.json()).class as { id: number; joinCode: string };
  const kid = await as(baseURL!, null);
  expect((await kid.post("/api/auth/join", { data: { code: demo.joinCode, username: `kid-${suffix}`, password: "first-password" } })).status()).toBe(201);
  const me = (await (await kid.get("/api/progress")).json()).student as { id: number };

  const reset = await teacher.post(`/api/classes/${demo.id}/students/${me.id}/password`, { data: {} });
  expect(reset.status()).toBe(200);
  const { password } = (await reset.json()) as { password: string };
  expect(password).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);

  expect((await kid.get("/api/progress")).status()).toBe(401);
  const again = await as(baseURL!, `kid-${suffix}`, password);
  expect((await again.get("/api/progress")).status()).toBe(200);
  for (const c of [teacher, kid, again]) await c.dispose();
});
