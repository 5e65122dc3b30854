import { describe, expect, it } from 'vitest';
import { parseRubyText, stripRuby } from './book-model.js';

describe('ruby markup', () => {
  it('splits plain text and ruby segments in order', () => {
    expect(parseRubyText('{灯台守|とうだいもり}の老人と{栞|しおり}')).toEqual([
      { base: '灯台守', ruby: 'とうだいもり' },
      { base: 'の老人と' },
      { base: '栞', ruby: 'しおり' },
    ]);
  });

  it('returns text without markup as one plain segment', () => {
    expect(parseRubyText('Hello 世界')).toEqual([{ base: 'Hello 世界' }]);
  });

  it('keeps only the base text when stripping', () => {
    expect(stripRuby('毎朝{欅|けやき}の木の下で')).toBe('毎朝欅の木の下で');
  });
});
