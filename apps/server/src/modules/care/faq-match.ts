/**
 * Free text typed into the chatbot, matched against the FAQ by token overlap: a question
 * gets the answer whose title and keywords share enough of its words. Simple on purpose: the
 * tree is small, and a miss falls back to a polite reply and the complaint form.
 */

/** Words that carry no meaning of their own in a question, English and Indonesian. */
const stopwords = new Set(
  (
    'i me my mine we our you your the a an is are was were be been am to of and or in on at for ' +
    'it its this that these those how what why when where which who do does did can could will ' +
    'would should with have has had not no yes please hi hello there any some about from as by ' +
    'saya aku kami kita anda yang di ke dari dan atau ini itu apa bagaimana kenapa mengapa kapan ' +
    'dimana bisa sudah belum tidak tak untuk dengan ada mau ingin kok ya tolong cara adalah akan ' +
    'juga lagi masih sih dong nya halo hai pak bu min'
  ).split(' '),
);

/** Lower-cased words of two letters or more, stopwords left out. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !stopwords.has(w));
}

/** "pay" ~ "payment", "bayar" ~ "membayar": one contains the other and both have 3+ letters. */
const related = (a: string, b: string) =>
  a === b || (a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a)));

export interface FaqEntry {
  id: number;
  title: string;
  keywords: string;
}

/**
 * The best entry for `question`, or null when none fits: it must share two words with the
 * question, or one when the question has no more than two.
 */
export function matchFaq<E extends FaqEntry>(question: string, entries: readonly E[]): E | null {
  const asked = [...new Set(tokens(question))];
  if (asked.length === 0) return null;
  let best: { entry: E; hits: number; spread: number } | null = null;
  for (const entry of entries) {
    const known = tokens(`${entry.title} ${entry.keywords}`);
    const hits = asked.filter((w) => known.some((k) => related(w, k))).length;
    // Among equal hits, the entry whose own words are fewer is the more specific one.
    const spread = known.length;
    if (hits === 0) continue;
    if (best === null || hits > best.hits || (hits === best.hits && spread < best.spread)) {
      best = { entry, hits, spread };
    }
  }
  if (best === null) return null;
  const enough = best.hits >= 2 || best.hits / asked.length >= 0.5;
  return enough ? best.entry : null;
}
