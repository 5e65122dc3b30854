import { describe, expect, it } from 'vitest';
import { decodeReferences, parseSnippet } from './snippet';

describe('parseSnippet', () => {
  it('splits the marked words from the text around them', () => {
    expect(parseSnippet('古い<mark>図書</mark>館の<mark>司書</mark>')).toEqual([
      { text: '古い', marked: false },
      { text: '図書', marked: true },
      { text: '館の', marked: false },
      { text: '司書', marked: true },
    ]);
  });

  it('decodes the escaped text and keeps any other tag as literal text', () => {
    expect(parseSnippet('&lt;script&gt;alert(1)&lt;/script&gt; <mark>A&amp;B</mark>')).toEqual([
      { text: '<script>alert(1)</script> ', marked: false },
      { text: 'A&B', marked: true },
    ]);
    expect(parseSnippet('<b>bold</b> <img src=x onerror=alert(1)>')).toEqual([
      { text: '<b>bold</b> <img src=x onerror=alert(1)>', marked: false },
    ]);
  });

  it('reads an unclosed mark to the end and ignores a stray closing tag', () => {
    expect(parseSnippet('a</mark>b<mark>c')).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(parseSnippet('')).toEqual([]);
  });

  it('does not let decoded text become a mark', () => {
    expect(parseSnippet('&lt;mark&gt;x&lt;/mark&gt;')).toEqual([
      { text: '<mark>x</mark>', marked: false },
    ]);
  });
});

describe('decodeReferences', () => {
  it('decodes named and numeric references and leaves unknown or invalid ones', () => {
    expect(decodeReferences('&quot;&#39;&#x41;&apos;&nbsp;')).toBe("\"'A'\u00a0");
    expect(decodeReferences('&unknown; &#xD800; &#0;')).toBe('&unknown; &#xD800; &#0;');
  });
});
