// The brand editor's draft and brand.json: an untouched draft gives the brand back as it was, a
// text per language is changed or removed on its own, and what the schema refuses of the title
// is said before anything is sent.
import { describe, expect, it } from 'vitest';
import wholesaleFile from '../../../../../brand-assets/wholesale/brand.json';
import { brandConfig, type BrandConfig } from '../../../../../domain/brand.ts';
import { brandOf, draftOf, textProblems } from './brand-draft.ts';

const wholesale = brandConfig.parse(wholesaleFile);

describe('the brand draft', () => {
  it('gives an untouched brand back as it was, plain-string texts included', () => {
    expect(brandOf(draftOf(wholesale), wholesale)).toEqual({ ok: true, brand: wholesale });
    const plain: BrandConfig = { ...wholesale, title: 'One title', description: '' };
    expect(brandOf(draftOf(plain), plain)).toEqual({ ok: true, brand: plain });
  });

  it('changes, adds and removes one language without touching the others', () => {
    const draft = draftOf({ ...wholesale, title: 'One title' });
    draft.title = { ...draft.title, ar: '  عنوان  ' };
    const { ar: _ar, ...description } = draft.description;
    draft.description = description;
    const result = brandOf(draft, { ...wholesale, title: 'One title' });
    expect(result.ok && result.brand.title).toEqual({ en: 'One title', ar: 'عنوان' });
    const texts = result.ok && (result.brand.description as Record<string, string>);
    expect(texts && Object.keys(texts)).not.toContain('ar');
    expect(texts && texts.de).toBe((wholesale.description as Record<string, string>).de);
    // A blank language is left out (it shows English), never kept as an empty title.
    draft.title = { ...draft.title, ar: ' ' };
    const blank = brandOf(draft, wholesale);
    expect(blank.ok && Object.keys(blank.brand.title)).not.toContain('ar');
    expect(brandConfig.safeParse(blank.ok && blank.brand).success).toBe(true);
  });

  it('refuses what the schema refuses of the texts: no English title, a text too long', () => {
    const draft = draftOf(wholesale);
    expect(textProblems(draft)).toEqual([]);
    expect(textProblems({ ...draft, title: { ...draft.title, en: ' ' } })).toEqual([
      { lang: 'en', field: 'title' },
    ]);
    expect(
      textProblems({ ...draft, description: { ...draft.description, ja: 'x'.repeat(301) } }),
    ).toEqual([{ lang: 'ja', field: 'description' }]);
    expect(brandOf({ ...draft, title: {} }, wholesale)).toEqual({ ok: false, field: 'texts' });
  });
});
