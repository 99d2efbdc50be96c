import { describe, expect, it } from 'vitest';
import { fontFormat, fontWeightFromFilename, isItalicFilename } from '~/lib/fonts';

describe('fontWeightFromFilename', () => {
  it.each([
    ['Montserrat-Thin.ttf', 100],
    ['Montserrat-ExtraLight.woff2', 200],
    ['Montserrat-Light.woff2', 300],
    ['Montserrat-Regular.woff2', 400],
    ['Montserrat-Medium.woff2', 500],
    ['Montserrat-SemiBold.woff2', 600],
    ['Montserrat-Bold.woff2', 700],
    ['Montserrat-ExtraBold.woff2', 800],
    ['Montserrat-Black.woff2', 900],
  ])('%s -> %i', (name, weight) => {
    expect(fontWeightFromFilename(name)).toBe(weight);
  });

  it('reads separators, case and italics around the weight', () => {
    expect(fontWeightFromFilename('lora-semi-bold-italic.ttf')).toBe(600);
    expect(fontWeightFromFilename('Lora_Extra_Bold.otf')).toBe(800);
    expect(fontWeightFromFilename('PlayfairDisplay-BlackItalic.ttf')).toBe(900);
    expect(fontWeightFromFilename('Montserrat-LightItalic.woff')).toBe(300);
  });

  it('knows the usual synonyms and numeric weights', () => {
    expect(fontWeightFromFilename('Font-DemiBold.ttf')).toBe(600);
    expect(fontWeightFromFilename('Font-Heavy.ttf')).toBe(900);
    expect(fontWeightFromFilename('montserrat-latin-700-normal.woff2')).toBe(700);
  });

  it('ignores the family name, folders and query strings', () => {
    expect(fontWeightFromFilename('/fonts/Blackout-Regular.woff2?v=3')).toBe(400);
    expect(fontWeightFromFilename('uploads/Bold Family/Gilda-Light.ttf')).toBe(300);
  });

  it('defaults to 400', () => {
    expect(fontWeightFromFilename('Montserrat.ttf')).toBe(400);
    expect(fontWeightFromFilename('Montserrat-Italic.ttf')).toBe(400);
    expect(fontWeightFromFilename('')).toBe(400);
  });
});

describe('isItalicFilename', () => {
  it('spots italic and oblique cuts', () => {
    expect(isItalicFilename('Montserrat-Italic.ttf')).toBe(true);
    expect(isItalicFilename('Montserrat-BoldItalic.woff2')).toBe(true);
    expect(isItalicFilename('Helvetica-Oblique.otf')).toBe(true);
    expect(isItalicFilename('SourceSerif-BoldIt.otf')).toBe(true);
  });

  it('does not see italics in upright cuts', () => {
    expect(isItalicFilename('Montserrat-Light.ttf')).toBe(false);
    expect(isItalicFilename('Montserrat-Regular.woff2')).toBe(false);
    expect(isItalicFilename('Italiana-Regular.ttf')).toBe(false);
  });
});

describe('fontFormat', () => {
  it('names the @font-face format of a file', () => {
    expect(fontFormat('a.woff2')).toBe('woff2');
    expect(fontFormat('a.WOFF')).toBe('woff');
    expect(fontFormat('a.ttf?v=1')).toBe('truetype');
    expect(fontFormat('a.otf')).toBe('opentype');
    expect(fontFormat('a.eot')).toBeNull();
    expect(fontFormat('font')).toBeNull();
  });
});
