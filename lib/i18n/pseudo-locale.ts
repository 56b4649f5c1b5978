// The pseudo-locale (en-XA): each English message accented, 40% longer and bracketed, so that a test can see
// text that is clipped (the brackets are missing), too long for its place, or not from the catalogue at all.

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** A message's own text, accented letter by letter (values inside it are left as they are). */
export function accentText(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';

/** What makes a message 40% longer: words of up to five letters, so that it wraps as real text does. */
export function pseudoPadding(length: number): string {
  const extra = Math.ceil(length * 0.4);
  if (extra === 0) return '';
  const words: string[] = [];
  for (let left = extra; left > 0; left -= 6) words.push('ẋ'.repeat(Math.min(5, left)));
  return ` ${words.join(' ')}`;
}
