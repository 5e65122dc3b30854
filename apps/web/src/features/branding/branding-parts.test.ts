import { describe, expect, it } from 'vitest';
import { contrastProblems, fieldErrors, normalizedValues, partForms } from './branding-parts';

describe('contrastProblems', () => {
  const pairs = partForms.header.pairs;

  it('passes the defaults and a readable pair', () => {
    expect(contrastProblems(pairs, { backgroundColor: null, textColor: null })).toEqual([]);
    expect(contrastProblems(pairs, { backgroundColor: '#1d3557', textColor: '#ffffff' })).toEqual(
      [],
    );
  });

  it('names a pair under 4.5:1, judging an unset colour by its default', () => {
    const [problem] = contrastProblems(pairs, { backgroundColor: null, textColor: '#bbbbbb' });
    expect(problem?.pair.foreground).toBe('textColor');
    expect(problem?.required).toBe(4.5);
    expect(problem?.ratio).toBeLessThan(4.5);
  });

  it('asks 3:1 of input borders (a boundary, not text)', () => {
    const inputs = partForms.input.pairs;
    expect(
      contrastProblems(inputs, { borderColor: '#3d993a', hoverBorderColor: '#3d993a' }),
    ).toEqual([]);
    const [problem] = contrastProblems(inputs, {
      borderColor: '#dddddd',
      hoverBorderColor: '#3d993a',
    });
    expect(problem?.required).toBe(3);
  });
});

describe('fieldErrors and normalizedValues', () => {
  it('refuses malformed colours, long texts and numbers out of range; blanks are fine', () => {
    expect(fieldErrors('header', { backgroundColor: '', textColor: null, title: 'x' })).toEqual({});
    expect(
      fieldErrors('header', {
        backgroundColor: 'red',
        textColor: '#12345',
        title: 'x'.repeat(256),
      }),
    ).toEqual({ backgroundColor: 'color', textColor: 'color', title: 'length' });
    expect(fieldErrors('input', { borderColor: '', hoverBorderColor: '#3d993a' })).toEqual({
      borderColor: 'color',
    });
    expect(fieldErrors('banner', { heightBanner: 10, fontSize: '16' })).toMatchObject({
      heightBanner: 'range',
    });
  });

  it('sends blanks as null (the default) and numbers as numbers', () => {
    expect(
      normalizedValues('banner', {
        backgroundColor: ' ',
        message: '  Sale  ',
        heightBanner: '120',
        typeBanner: '2',
        isShow: true,
      }),
    ).toMatchObject({
      backgroundColor: null,
      message: 'Sale',
      heightBanner: 120,
      typeBanner: 2,
      isShow: true,
    });
  });
});
