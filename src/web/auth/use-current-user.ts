// The one place the web app learns who is signed in. There is no session API yet (accounts come
// later), so everyone is a signed-out visitor; when sessions exist, this hook reads them (e.g. a
// TanStack query of the current user) and everything else — route guards, the menu — follows.
export type CurrentUser = {
  id: string;
  firstName: string;
  lastName: string;
  /** 1 customer, 2 tour operator, 3 affiliate (spec 001 §1). */
  type: 1 | 2 | 3;
};

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: CurrentUser };

const signedOut: CurrentUserState = { status: 'signed-out', user: null };

export function useCurrentUser(): CurrentUserState {
  return signedOut;
}
