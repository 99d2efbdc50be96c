import { describe, expect, it } from 'vitest';
import { answerText, isAnswered, orderedAnswers, stepProblem, uploadsFor, type CheckedFile } from '~/islands/cart/customize-answers';
import { cartText } from '~/islands/cart/strings';
import { quantityMessage } from '~/islands/cart/QuantityField';
import type { ProductCustomization } from '~/lib/cart';
import { t } from '~/lib/i18n';

// The browser side of the customization page and of the quantity fields: what a step still lacks,
// how answers read, which files go with the line, and the rules' messages as the customer reads them.

const text = cartText(t('fr_FR'), 'customize', 'customization', 'files', 'quantity', 'addToCart', 'done', 'labelled');

const customization = (overrides: Partial<ProductCustomization>): ProductCustomization => ({
  id: 1,
  type: 'SIMPLE',
  inputType: 'TEXT',
  label: 'Texte à graver',
  description: null,
  required: true,
  textMaxLength: 20,
  file: null,
  formId: null,
  values: [],
  ...overrides,
});

describe('a customization step', () => {
  const engraving = customization({});
  const photo = customization({ id: 2, inputType: 'FILE', label: 'Votre photo', textMaxLength: null });
  const ribbon = customization({ id: 3, inputType: 'SELECT', label: 'Ruban', required: false, textMaxLength: null });

  it('asks for a required answer, and lets an optional one go unanswered', () => {
    expect(stepProblem(engraving, undefined, undefined, false, text)).toBe('Saisissez un texte.');
    expect(stepProblem(engraving, { id: 1, textValue: '   ' }, undefined, false, text)).toBe('Saisissez un texte.');
    expect(stepProblem(photo, undefined, undefined, false, text)).toBe('Joignez votre image.');
    expect(stepProblem(ribbon, undefined, undefined, false, text)).toBeNull();
  });

  it('counts the characters of a text as the server does, up to its maximum', () => {
    expect(stepProblem(engraving, { id: 1, textValue: '  Joyeux anniversaire !  ' }, undefined, false, text)).toBe('20 caractères au plus (21 saisis).');
    expect(stepProblem(engraving, { id: 1, textValue: ' Pour nos vingt ans ' }, undefined, false, text)).toBeNull();
  });

  it('waits for the server to check an image', () => {
    expect(stepProblem(photo, { id: 2, filename: 'photo.png' }, undefined, true, text)).toBe(text.customize.checking);
    expect(stepProblem(photo, { id: 2, filename: 'photo.png' }, undefined, false, text)).toBeNull();
  });

  it('asks for the required fields of a form the owner built', () => {
    const form = {
      id: 9,
      name: 'Dédicace',
      description: null,
      submitLabel: null,
      successMessage: null,
      fields: [
        { id: 1, name: 'prenom', type: 'TEXT' as const, required: true, label: 'Prénom', placeholder: null, helpText: null, options: [], rules: {} },
        { id: 2, name: 'date', type: 'DATE' as const, required: false, label: 'Date', placeholder: null, helpText: null, options: [], rules: {} },
      ],
    };
    const dedication = customization({ id: 4, type: 'DYNAMIC_FORM', inputType: null, formId: 9, required: false });
    expect(stepProblem(dedication, undefined, form, false, text)).toBeNull();
    expect(stepProblem(dedication, { id: 4, formAnswer: { prenom: '', date: '2026-12-24' } }, form, false, text)).toBe(
      t('fr_FR')('cart:customization.formFieldRequired', { field: 'Prénom' }),
    );
    expect(answerText({ id: 4, formAnswer: { prenom: 'Léa', date: '' } }, form, text)).toBe(t('fr_FR')('cart:labelled', { label: 'Prénom', text: 'Léa' }));
  });
});

describe('the answers of a customized line', () => {
  const rows = [customization({ id: 1 }), customization({ id: 2, inputType: 'CHECKBOX' }), customization({ id: 3, inputType: 'FILE' }), customization({ id: 4, inputType: 'FILE' })];

  it('go in the product’s order, without the empty ones', () => {
    const answers = { 2: { id: 2, checkboxValue: false }, 1: { id: 1, textValue: 'Léa' }, 3: { id: 3, filename: 'a.png' } };
    expect(orderedAnswers(rows, answers)).toEqual([{ id: 1, textValue: 'Léa' }, { id: 3, filename: 'a.png' }]);
    expect(isAnswered({ id: 2, checkboxValue: true })).toBe(true);
    expect(answerText({ id: 2, checkboxValue: true }, undefined, text)).toBe('Oui');
    expect(answerText(undefined, undefined, text)).toBe('Non renseigné');
  });

  it('send each image under the name its answer gives, two images of one name apart', () => {
    const file = (name: string): CheckedFile => ({
      file: new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' }),
      checked: { filename: name, mime: 'image/png', byteSize: 3, width: 800, height: 600 },
      previewUrl: '',
    });
    const sent = uploadsFor(
      [{ id: 1, textValue: 'Léa' }, { id: 3, filename: 'photo.png' }, { id: 4, filename: 'photo.png' }],
      { 3: file('photo.png'), 4: file('photo.png') },
    );
    expect(sent.answers).toEqual([{ id: 1, textValue: 'Léa' }, { id: 3, filename: 'photo.png' }, { id: 4, filename: '4-photo.png' }]);
    expect(sent.files.map((upload) => upload.name)).toEqual(['photo.png', '4-photo.png']);
  });
});

describe('the quantity field', () => {
  const wine = { sellByMultipleOf: 6, isWine: true, stock: 8 };

  it('says each rule in the page’s language', () => {
    expect(quantityMessage('7', wine, text.quantity)).toBe('Ce produit ne peut être ajouté que par multiple de 6 bouteilles.');
    expect(quantityMessage('0', wine, text.quantity)).toBe('La quantité doit être supérieure à 0.');
    expect(quantityMessage('12', wine, text.quantity)).toBe('Plus que 8 en stock.');
    expect(quantityMessage('une caisse', wine, text.quantity)).toBeNull();
    const english = cartText(t('en_US'), 'quantity').quantity;
    expect(quantityMessage('3', { sellByMultipleOf: 2, isWine: false, stock: null }, english)).toBe('This product can only be added by multiple of 2.');
  });
});
