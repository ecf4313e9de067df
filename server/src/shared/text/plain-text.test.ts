import { forbiddenTextFields, hasForbiddenCharacters } from './plain-text';

describe('plain text arguments', () => {
  it.each([
    ['NUL', 'a\u0000b', true],
    ['escape', '\u001b[31m', true],
    ['DEL', 'x\u007f', true],
    ['C1', 'x\u0090', true],
    ['lone high surrogate', 'x\ud83d', true],
    ['lone low surrogate', '\ude00x', true],
    ['tab, newlines', 'a\tb\nc\r\nd', false],
    ['emoji (a surrogate pair)', '👩🏽‍💻 😀', false],
    ['accents, Arabic, CJK', 'Zoë شركة 李', false],
  ])('%s', (_what, text, forbidden) => {
    expect(hasForbiddenCharacters(text)).toBe(forbidden);
  });

  it('names fields the way class-validator does', () => {
    expect(
      forbiddenTextFields({
        input: { name: 'ok', buttonClick: { pageTitle: 'x\u0000' }, message: 'a\u0007' },
        email: 'a\u0000@b.nl',
        survey: { priorities: ['ok', 'x\u0000', 'y\u0000'] },
        completed: true,
      }),
    ).toEqual([
      { field: 'buttonClick.pageTitle', message: 'bevat ongeldige tekens' },
      { field: 'message', message: 'bevat ongeldige tekens' },
      { field: 'email', message: 'bevat ongeldige tekens' },
      { field: 'priorities', message: 'bevat ongeldige tekens' },
    ]);
  });
});
