import { AppError } from '@kopru/domain/errors';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * At least a million guesses (zxcvbn's estimate, as a power of ten): what a random password of the
 * minimum six characters needs, so the minimum stays six; words, names, dates, keyboard rows and
 * breached passwords fall far below it. zxcvbn's own score 2 would refuse every six-character one.
 */
export const PASSWORD_MIN_GUESSES_LOG10 = 6;

/** zxcvbn's warning (its own key: no translations are loaded) -> the reason in our catalogs. */
const reasons: Record<string, string> = {
  topTen: 'validation.passwordCommon',
  topHundred: 'validation.passwordCommon',
  common: 'validation.passwordCommon',
  similarToCommon: 'validation.passwordCommon',
  straightRow: 'validation.passwordKeyboard',
  keyPattern: 'validation.passwordKeyboard',
  simpleRepeat: 'validation.passwordRepeat',
  extendedRepeat: 'validation.passwordRepeat',
  sequences: 'validation.passwordSequence',
  recentYears: 'validation.passwordDates',
  dates: 'validation.passwordDates',
  wordByItself: 'validation.passwordWords',
  namesByThemselves: 'validation.passwordWords',
  commonNames: 'validation.passwordWords',
  userInputs: 'validation.passwordPersonal',
};

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries are large and only password forms need them. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/**
 * Why the password is too easy to guess, as an i18n key, or null when it is strong enough.
 * `personal` holds what an attacker knows about the account (e-mail, names): a password built on
 * it is refused too. Offline: the dictionaries ship in the packages.
 */
export function weakPasswordReason(password: string, personal: string[] = []): string | null {
  const inputs = personal.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const result = zxcvbn().check(password, inputs);
  if (result.guessesLog10 >= PASSWORD_MIN_GUESSES_LOG10) return null;
  const warning = result.feedback.warning;
  return (warning && reasons[warning]) ?? 'validation.passwordWeak';
}

/** Refuses a weak new password with the schema's 400 shape, the reason on the field. */
export function assertStrongPassword(password: string, path: string, personal: string[] = []): void {
  const reason = weakPasswordReason(password, personal);
  if (reason) throw new AppError('validation_failed', { issues: [{ path, message: reason }] });
}
