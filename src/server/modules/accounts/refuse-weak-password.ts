import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type { WeakPasswordReason } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { demoPassword } from '../../seed/demo-listings';

// zxcvbn scores 0–4; 3 means more than 10^10 guesses ("safely unguessable" against a slow hash).
const minimumScore = 3;

// Words everyone who has seen the site knows: its name and the published demo password.
const publicWords = ['levada', demoPassword];

let checker: Promise<ZxcvbnFactory> | undefined;

// The dictionaries (common and leaked passwords, words and names of en, pt, de, es, fr) take ~40 MB
// and half a second, so they load on the first check, on the server only.
async function loadChecker(): Promise<ZxcvbnFactory> {
  const [core, common, en, pt, de, es, fr] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-pt-br'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-es-es'),
    import('@zxcvbn-ts/language-fr'),
  ]);
  const dictionary: Record<string, string[]> = { ...common.dictionary };
  // Wikipedia word lists add little for passwords and double the time of a check.
  for (const pack of [en, pt, de, es, fr])
    for (const [name, words] of Object.entries(pack.dictionary))
      if (!name.startsWith('wikipedia')) dictionary[name] = words;
  return new core.ZxcvbnFactory({
    dictionary,
    graphs: common.adjacencyGraphs,
    // Bounds the cost of a check: long passwords are strong anyway; l33t variants grow fast.
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  });
}

export type PasswordOwner = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
};

/** The owner of a stored account: its address, names and company name. */
export const ownerOfUser = (user: {
  email: string;
  firstName: string;
  lastName: string;
  publicData: unknown;
}): PasswordOwner => {
  const cname = (user.publicData as { cname?: unknown } | null)?.cname;
  return { ...user, companyName: typeof cname === 'string' ? cname : undefined };
};

/** The owner's address, its local part and the pieces of it, the names: what a guesser tries first. */
function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const names = [owner.firstName, owner.lastName, owner.companyName].map(
    (name) => name?.trim().toLowerCase() ?? '',
  );
  const squeezed = (text: string) => text.replace(/[\s._'-]+/g, '');
  return [
    email,
    local,
    ...local.split(/[._+-]+/),
    ...names.flatMap((name) => [name, squeezed(name), ...name.split(/\s+/)]),
    squeezed(names.join('')),
  ].filter((word) => word.length >= 2);
}

function reasonOf(result: ZxcvbnResult, personal: Set<string>): WeakPasswordReason {
  const words = result.sequence.flatMap((match) =>
    match.pattern === 'dictionary'
      ? [match as { dictionaryName: string; matchedWord: string }]
      : [],
  );
  const fromInputs = words.filter((word) => word.dictionaryName === 'userInputs');
  if (fromInputs.some((word) => personal.has(word.matchedWord))) return 'personal';
  if (fromInputs.length) return 'public';
  if (words.some((word) => word.dictionaryName.startsWith('passwords'))) return 'common';
  return 'guessable';
}

/**
 * Refuses a new password that is common, leaked, a simple pattern, built from the owner's email or
 * name, or the public demo password (issue 13 item 7), with the reason as the error's detail.
 * For the user-facing endpoints only: the demo seed and test factories write users directly.
 */
export async function refuseWeakPassword(
  password: string,
  owner: PasswordOwner,
  field: string,
): Promise<void> {
  checker ??= loadChecker();
  const personal = personalWords(owner);
  const result = (await checker).check(password, [...personal, ...publicWords]);
  const isDemoPassword = password.toLowerCase().includes(demoPassword);
  if (result.score >= minimumScore && !isDemoPassword) return;
  const reason = isDemoPassword ? 'public' : reasonOf(result, new Set(personal));
  throw new AppError('password-too-weak', 'Choose a password that is harder to guess', [
    { path: field, code: reason },
  ]);
}
