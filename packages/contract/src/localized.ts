// Company texts in two languages (docs/decisions.md, "Company texts in two languages"): a text a
// company types keeps its catalogue field (`name`, `label`, `title`, …) and gains an English
// variant beside it, named the same with `_en` (`name_en`, `label_en`, `title_en`, …), as
// `exceeded_session_message_en` already was. The field without a suffix holds the company's own
// (Japanese) text. Answers carry both; the reader's screen picks one with `localized`, so cached
// answers do not depend on the reader's language.
//
// No zod here: readers' screens pick texts on every page, and this file loads with the first one.

/**
 * The text a reader of `lang` sees: English readers the English variant, everyone else the
 * company's own text, each falling back to the other when theirs is missing or blank.
 */
export function localized(
  text: string | null | undefined,
  textEn: string | null | undefined,
  lang: string | null | undefined,
): string {
  const own = text?.trim() ? text : null;
  const english = textEn?.trim() ? textEn : null;
  const isEnglish = (lang ?? '').toLowerCase().startsWith('en');
  return (isEnglish ? (english ?? own) : (own ?? english)) ?? '';
}
