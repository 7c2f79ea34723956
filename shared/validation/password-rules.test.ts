import { passwordRuleChecks, strongPassword } from './rules';

describe('passwordRuleChecks (the rules listed as the user types)', () => {
  it('lists the five rules of spec 5.2 in the order the schema reports them', () => {
    expect(passwordRuleChecks('').map((rule) => rule.message)).toEqual([
      'validation:passwordMinLength',
      'validation:passwordUppercaseRequired',
      'validation:passwordLowercaseRequired',
      'validation:passwordNumberRequired',
      'validation:passwordSpecialCharRequired',
    ]);
    expect(passwordRuleChecks('').every((rule) => !rule.met)).toBe(true);
  });

  it.each([
    ['Secret#1', [true, true, true, true, true]],
    ['secret#1', [true, false, true, true, true]],
    ['SECRET#1', [true, true, false, true, true]],
    ['Secret#x', [true, true, true, false, true]],
    ['Secret12', [true, true, true, true, false]],
    ['Se#1', [false, true, true, true, true]],
  ])('%s meets %j', (password, met) => {
    expect(passwordRuleChecks(password).map((rule) => rule.met)).toEqual(met);
  });

  it('agrees with the schema: a password that meets every rule is valid, any unmet rule is its error', () => {
    const schema = strongPassword();
    for (const password of ['Secret#1', 'secret#1', 'SECRET#1', 'Secret#x', 'Secret12', 'Se#1']) {
      const unmet = passwordRuleChecks(password)
        .filter((rule) => !rule.met)
        .map((rule) => rule.message);
      let errors: string[] = [];
      try {
        schema.validateSync(password, { abortEarly: false });
      } catch (error) {
        errors = (error as { errors: string[] }).errors;
      }
      expect(errors).toEqual(unmet);
    }
  });
});
