// `npm run bench:load -- --mixed N`: N requests of the kinds a school's server sees over a day,
// on a few connections at once: checks of varied (and sometimes garbled) student text, own
// problems, sign-ins right and wrong from many addresses, pages, progress and the dashboard,
// malformed bodies. Almost every check text is new to the server, as real students' are, so a
// cache keyed by what users type is filled with distinct keys, the way issue 31's fuzzing did.
import { checkBody, jsonHeaders, prng } from "./harness.mjs";

// Client addresses the requests come from (the bench server trusts X-Forwarded-For): enough to
// keep the per-address sign-in budgets out of the way, and to fill per-address tables.
const ADDRESSES = 20_000;
const WORDS = ["so", "then", "the total is", "she has", "he gets", "eggs", "apples", "left", "each", "x", "y", "n", "=", "+", "-", "×", "÷", "*", "/", "(", ")", "^2", "\\frac{3}{4}", "%", "$", "sqrt(", "≈", "→", "because", "dollars"];
const JUNK = ["🙂", "\u202e", "<b>", "\\begin{align}", "}}", "{{", "\u0000", "NaN", "1e308", "10^10000", "0.000000001", "∞", "½", "𝑥", "\t", "'; drop table users; --"];

const pick = (rand, xs) => xs[Math.floor(rand() * xs.length)];
const int = (rand, max) => Math.floor(rand() * max);
function address(rand) {
  const k = int(rand, ADDRESSES);
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

/** One step as a student might write it: new numbers, words around it, or garbled. */
function variedStep(step, rand) {
  const r = rand();
  if (r < 0.45) return step.replace(/\d+/g, (d) => (rand() < 0.5 ? d : String(int(rand, 10 ** Math.min(9, d.length + 2)))));
  if (r < 0.75) return `${pick(rand, ["So", "Then", "First,", "Now"])} ${step} ${Array.from({ length: 1 + int(rand, 6) }, () => pick(rand, WORDS)).join(" ")} ${int(rand, 1e6)}`;
  if (r < 0.93) return `${int(rand, 99)}x ${pick(rand, ["+", "-"])} ${int(rand, 999)} = ${int(rand, 9999)} ${pick(rand, WORDS)} ${int(rand, 50)}/${1 + int(rand, 50)}`;
  return Array.from({ length: 1 + int(rand, 40) }, () => pick(rand, rand() < 0.2 ? JUNK : WORDS) + (rand() < 0.5 ? int(rand, 1000) : "")).join(" ").slice(0, 500);
}

function variedSteps(problem, rand) {
  const base = checkBody(problem, rand() < 0.4, rand).steps;
  const steps = rand() < 0.7 ? base.map((s) => variedStep(s, rand)) : base;
  // now and then a long solution, up to the 30-step limit
  if (rand() < 0.1) while (steps.length < 30) steps.push(variedStep(pick(rand, base), rand));
  return steps;
}

/** An own problem: a bank statement with other numbers, or a fresh equation. */
function ownProblem(problems, rand) {
  if (rand() < 0.5) {
    const a = 2 + int(rand, 20);
    const x = int(rand, 50);
    const b = int(rand, 100);
    return { problem: `Solve ${a}x + ${b} = ${a * x + b}`, steps: [`${a}x = ${a * x + b} - ${b}`, `${a}x = ${a * x + (rand() < 0.3 ? 1 : 0)}`, `x = ${x}`], answer: String(x) };
  }
  const p = pick(rand, problems);
  return { problem: `What is ${p.steps[0]}?`.replace(/\d+/g, () => String(1 + int(rand, 500))), steps: p.steps.map((s) => variedStep(s, rand)) };
}

const send = async (base, path, { method = "GET", cookie, body, headers = {}, rand } = {}) => {
  const h = { ...(method === "GET" ? (cookie ? { cookie } : {}) : jsonHeaders(base, cookie)), "x-forwarded-for": address(rand), ...headers };
  const res = await fetch(base + path, { method, headers: h, body, redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
};

/**
 * The mix, by weight. `ctx`: base, students (signed in, used for checks and pages), signers
 * (accounts that only sign in, so a new session never replaces one in use), teacher, classId, problems.
 */
export const MIX = {
  "check bank problem": {
    weight: 34,
    run: (ctx, rand, s) => {
      const problem = pick(rand, ctx.problems);
      return send(ctx.base, "/api/check", { method: "POST", cookie: s.cookie, rand, body: JSON.stringify({ problemId: problem.id, steps: variedSteps(problem, rand) }) });
    },
  },
  "check own problem": {
    weight: 10,
    run: (ctx, rand, s) => send(ctx.base, "/api/check", { method: "POST", cookie: s.cookie, rand, body: JSON.stringify(ownProblem(ctx.problems, rand)) }),
  },
  "check signed out": {
    weight: 3,
    run: (ctx, rand) => send(ctx.base, "/api/check", { method: "POST", rand, body: JSON.stringify(ownProblem(ctx.problems, rand)) }),
  },
  "sign in": {
    weight: 2,
    run: (ctx, rand) => {
      const s = pick(rand, ctx.signers);
      return send(ctx.base, "/api/auth/login", { method: "POST", rand, body: JSON.stringify({ username: s.username, password: ctx.password }) });
    },
  },
  "wrong sign-in": {
    weight: 2,
    run: (ctx, rand) => {
      // unknown names only: a lockout of a real account would turn its sign-ins into 429s
      const username = `nobody-${int(rand, 1e9)}`;
      return send(ctx.base, "/api/auth/login", { method: "POST", rand, body: JSON.stringify({ username, password: `wrong-${int(rand, 1e9)}` }) });
    },
  },
  "malformed body": {
    weight: 4,
    run: (ctx, rand, s) => {
      const path = pick(rand, ["/api/check", "/api/auth/login", "/api/auth/join", "/api/problems"]);
      const body = pick(rand, ["{", "null", "[]", '{"steps":"x"}', JSON.stringify({ steps: [variedStep("1 + 1 = 2", rand)], extra: int(rand, 1e9) }), "\u0000".repeat(int(rand, 2000))]);
      return send(ctx.base, path, { method: "POST", cookie: rand() < 0.5 ? s.cookie : undefined, rand, body });
    },
  },
  "student page": {
    weight: 20,
    run: (ctx, rand, s) => {
      const page = pick(rand, ["/progress", "/practice", "/problems", `/problems/${pick(rand, ctx.problems).id}`, "/history", "/assignments", "/own", "/"]);
      return send(ctx.base, page, { cookie: s.cookie, rand });
    },
  },
  "signed-out page": {
    weight: 3,
    run: (ctx, rand) => send(ctx.base, pick(rand, ["/login", "/join", `/login?next=/problems/${int(rand, 1e9)}`, `/nowhere-${int(rand, 1e6)}`]), { rand }),
  },
  "student JSON": {
    weight: 17,
    run: (ctx, rand, s) => {
      const url = pick(rand, ["/api/progress", "/api/progress/history", "/api/attempts", `/api/attempts?problemId=${pick(rand, ctx.problems).id}`, "/api/problems", "/api/practice/next", "/api/health"]);
      return send(ctx.base, url, { cookie: s.cookie, rand });
    },
  },
  "teacher dashboard": {
    weight: 5,
    run: (ctx, rand) => send(ctx.base, pick(rand, [`/api/dashboard/${ctx.classId}`, `/teacher/${ctx.classId}`, "/teacher"]), { cookie: ctx.teacher, rand }),
  },
};

/**
 * Sends `n` requests drawn from MIX (or only the kinds named in `only`) on `concurrency`
 * connections. Returns per-kind status counts and the transport errors; `onProgress(done)` is
 * called every `progressEvery` requests.
 */
export async function runMixed(ctx, { n, concurrency = 8, seed = 7, only = null, progressEvery = 0, onProgress = () => {} }) {
  const kinds = Object.entries(MIX).filter(([k]) => !only || only.includes(k));
  if (!kinds.length) throw new Error(`no request kind matches ${only}; known: ${Object.keys(MIX).join(", ")}`);
  const total = kinds.reduce((w, [, m]) => w + m.weight, 0);
  const byKind = new Map(kinds.map(([k]) => [k, new Map()]));
  let started = 0;
  let transportErrors = 0;
  const worker = async (w) => {
    const rand = prng(seed * 1000 + w);
    while (started < n) {
      const i = started++;
      let r = rand() * total;
      const [kind, m] = kinds.find(([, mm]) => (r -= mm.weight) < 0) ?? kinds.at(-1);
      try {
        const status = await m.run(ctx, rand, pick(rand, ctx.students));
        const counts = byKind.get(kind);
        counts.set(status, (counts.get(status) ?? 0) + 1);
      } catch {
        transportErrors++;
      }
      if (progressEvery && (i + 1) % progressEvery === 0) onProgress(i + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return { byKind, transportErrors };
}
