// Tokeniser for normalised lines: math tokens and prose tokens side by side, so the claim
// extractor can find the math runs inside sentences ("She has 16 - 3 = 13 eggs left.").

export type TokenKind = "num" | "word" | "rel" | "op" | "lp" | "rp" | "break" | "other";

export interface Token {
  kind: TokenKind;
  text: string;
  /** Whitespace precedes the token. */
  spaced: boolean;
}

const RE = /(\s*)(?:(\d+\.\d+|\d+|\.\d+)|([A-Za-z](?:_[A-Za-z0-9]+)+(?![A-Za-z0-9])|[A-Za-z]+(?:'[a-z]+)?(?:\d+(?![\d.]*[A-Za-z(]))?)|(≈|=|≠|≤|≥|<|>)|([-+*/^±]|(?<=[\d)])!(?=\s*(?:[/*·×)}^+\-=!\d]|\\)))|([([])|([)\]])|([.,;:?!])|(\S))/g;

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RE.exec(text))) {
    const spaced = m[1].length > 0 || out.length === 0;
    if (m[2] !== undefined) out.push({ kind: "num", text: m[2], spaced });
    else if (m[3] !== undefined) out.push({ kind: "word", text: m[3], spaced });
    else if (m[4] !== undefined) out.push({ kind: "rel", text: m[4], spaced });
    else if (m[5] !== undefined) out.push({ kind: "op", text: m[5], spaced });
    else if (m[6] !== undefined) out.push({ kind: "lp", text: "(", spaced });
    else if (m[7] !== undefined) out.push({ kind: "rp", text: ")", spaced });
    else if (m[8] !== undefined) out.push({ kind: "break", text: m[8], spaced });
    else if (m[9] !== undefined) out.push({ kind: "other", text: m[9], spaced });
    if (m[0].length === 0) RE.lastIndex++;
  }
  return out;
}
