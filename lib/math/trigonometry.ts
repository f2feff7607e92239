// Sines, cosines and tangents in a line ("$h = 8\sin 45^\circ = 8 \cdot \frac{\sqrt{2}}{2} = 4\sqrt{2}$",
// "$\cos\frac{\pi}{3} = \frac{1}{2}$"): the exact checks read no trigonometry (a line with it is
// left unread, exact-conditioned.ts usesUncheckedFunction), so its numeric links are read here in
// floating point, as logarithms are (lib/math/logarithms.ts). An angle in degrees carries its mark
// ("45^\circ", "45°"); one without is in radians ("\frac{\pi}{3}"). A function of a letter
// ("\sin\theta", "\cos x") is no number: its side is left out, and the numeric links beside it
// are still read ("\tan x = -\frac{3}{\sqrt{3}} = -\sqrt{3}").
import { calledLinks, floatValue, lastCalledValue, surface, type LogLink } from "./logarithms";

const HAS_TRIG = /\\(?:sin|cos|tan)(?![A-Za-z])|(?<![A-Za-z\\])(?:sin|cos|tan)(?![A-Za-z])/;
const NUM = String.raw`\d+(?:\.\d+)?`;
const DEGREES = String.raw`(${NUM})\s*(?:\^\s*\{?\s*\\circ\s*\}?|°)`;
// a bracketed argument (radians unless it holds a degree mark) or a bare number of degrees or radians
const ARG = String.raw`\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)|${DEGREES}|${NUM}`;
const TRIG = new RegExp(String.raw`\\?(sin|cos|tan)(?![A-Za-z])\s*(${ARG})`, "g");
const SIDE = /^[\d.+\-*/^() ,]+$/;
// a function of one letter, Greek or Latin ("\sin\theta", "\cos x", "tan(x)"): the side it stands in is no number
const OF_LETTER = /\\?(?:sin|cos|tan)(?![A-Za-z])\s*(?:\\(?:theta|alpha|beta|phi)(?![A-Za-z])|\(\s*(?:\\(?:theta|alpha|beta|phi)|[A-Za-z])\s*\)|[A-Za-z](?![A-Za-z]))/g;
// (a mark no side may hold stands for it, so the whole side it is in is no number: "2\sin x - 1 = 0"
// is no "-1 = 0")
const NO_NUMBER = " # ";

/** An angle as radians, the text of a number or a bracket (π already written PI); null when it has a letter. */
function radians(arg: string): string | null {
  const deg = new RegExp(`^\\(?\\s*${DEGREES}\\s*\\)?$`).exec(arg.trim());
  if (deg) return `(${deg[1]} * PI / 180)`;
  return /[A-Za-z]/.test(arg.replace(/PI/g, "")) ? null : arg;
}

/** The line with every sine, cosine and tangent as S/C/T(radians); null when one could not be read. */
export function withTrigCalls(text: string): string | null {
  let unread = false;
  const s = surface(text.replace(/\\sqrt\s*\{([^{}]*)\}/g, "sqrt($1)"))
    .replace(/\\pi(?![A-Za-z])|π/g, "PI")
    .replace(OF_LETTER, NO_NUMBER)
    .replace(TRIG, (_m, fn: string, arg: string) => {
      const r = radians(arg);
      if (r === null) unread = true;
      return ` ${fn[0].toUpperCase()}(${r ?? 0}) `;
    });
  return unread || HAS_TRIG.test(s) ? null : s;
}

const SCOPE = { S: Math.sin, C: Math.cos, T: Math.tan, PI: Math.PI, sqrt: Math.sqrt };

function value(side: string): number | null {
  if (!SIDE.test(side.replace(/sqrt(?=\()|[SCT](?=\()|PI/g, "")) || !/\d/.test(side)) return null;
  // ("8 S(…)", "5sqrt(3)": a number before a call multiplies it)
  return floatValue(side.replace(/(\d)\s*(?=[STC(]|PI|sqrt)/g, "$1 * "), SCOPE);
}

/** Adjacent numeric sides of a line with a sine, cosine or tangent, evaluated; [] when the line cannot be read. */
export function trigLinks(text: string): LogLink[] {
  if (!HAS_TRIG.test(text)) return [];
  const s = withTrigCalls(text);
  // (every numeric link of the line: no other check reads a line with trigonometry)
  return s === null ? [] : calledLinks(s, ["S(", "C(", "T("], value, true);
}

/** The value a line with a sine, cosine or tangent ends on (lastCalledValue); null when it cannot be read. */
export function trigLastValue(text: string): number | null {
  const s = HAS_TRIG.test(text) ? withTrigCalls(text) : null;
  return s === null ? null : lastCalledValue(s, ["S(", "C(", "T("], value);
}
