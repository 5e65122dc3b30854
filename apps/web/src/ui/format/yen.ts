// One formatter for both languages: the catalogue writes prices "¥1,980" (product.md §9), and
// Intl's ja-JP currency style would give a full-width "￥" that differs from the English pages.
const yenDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Integer yen with thousands separators: 1980 → "¥1,980", -500 → "-¥500". */
export function formatYen(amount: number): string {
  const digits = yenDigits.format(Math.abs(amount));
  return amount < 0 ? `-¥${digits}` : `¥${digits}`;
}
