// A puzzle's star rating (1–5, from its verdict or the order asked for) written as text, for the
// HUDs, the Endless picker and the win panel.

/**
 * Stars as text out of 5: `stars` ★ then ☆ up to five, e.g. 3 → "★★★☆☆". `stars` is rounded
 * and held to 0–5; an unrated puzzle (below ½ star, or not a number) gives "" (nothing shown).
 */
export function starText(stars: number): string {
  const s = Number.isFinite(stars) ? Math.min(5, Math.round(stars)) : 0;
  return s > 0 ? '★'.repeat(s) + '☆'.repeat(5 - s) : '';
}
