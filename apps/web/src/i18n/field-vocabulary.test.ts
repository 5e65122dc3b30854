import { describe, expect, it } from 'vitest';
import { contentsTextsEn } from './contents-texts-en';
import { contentsTextsJa } from './contents-texts-ja';
import { libraryDetailTextsEn } from './library-texts-en';
import { libraryDetailTextsJa } from './library-texts-ja';
import { searchAdminTextsEn } from './search-admin-texts-en';
import { searchAdminTextsJa } from './search-admin-texts-ja';
import { searchDisplayAdminTextsEn } from './search-display-admin-texts-en';
import { searchDisplayAdminTextsJa } from './search-display-admin-texts-ja';
import { searchTextsEn } from './search-texts-en';
import { searchTextsJa } from './search-texts-ja';

const params = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;

/** A book's distributor and extra fields as one screen names them. */
function namesOf(fields: { distributorName: string } & Record<(typeof params)[number], string>) {
  return [fields.distributorName, ...params.map((param) => fields[param])];
}

/** The contents screen names its extra fields with one text and a number. */
function contentsNamesOf(fields: { distributorName: string; param: string }) {
  return [
    fields.distributorName,
    ...params.map((_, index) => fields.param.replace('{{number}}', String(index + 1))),
  ];
}

// Issue 21, part 13: one name per field across screens (the newcomer met 提供元, 販売元 and 発行元
// for one field, and 追加項目, パラメーター and 項目 for another).
describe('the names of a book’s fields', () => {
  it.each([
    {
      language: 'ja',
      contents: contentsTextsJa,
      screens: [
        libraryDetailTextsJa.fields,
        searchTextsJa.fields,
        searchAdminTextsJa.fields,
        searchDisplayAdminTextsJa.fieldNames,
      ],
    },
    {
      language: 'en',
      contents: contentsTextsEn,
      screens: [
        libraryDetailTextsEn.fields,
        searchTextsEn.fields,
        searchAdminTextsEn.fields,
        searchDisplayAdminTextsEn.fieldNames,
      ],
    },
  ])('are the same on every screen ($language)', ({ contents, screens }) => {
    const expected = contentsNamesOf(contents.fields);
    for (const fields of screens) expect(namesOf(fields)).toEqual(expected);
  });
});
