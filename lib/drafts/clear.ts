// Drafts on a shared school computer (issue 31): unsent work, pending checks included, must not be
// left for the next person at the keyboard. Signing out removes the leaving user's drafts; signing
// in removes every other user's (someone whose session ran out never signed out). The signed-in
// user's own drafts stay, so a check refused when their session ended is still sent afterwards.
// Pure: the storage (window.localStorage in the browser) is passed in.
type KeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

// Every version's keys, not just the current one: an old version's draft is just as private.
const DRAFT_KEY = /^stepwise:draft:v\d+:([^:]+):/;

function removeWhere(storage: KeyedStorage, owner: (id: string) => boolean): number {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const id = key ? DRAFT_KEY.exec(key)?.[1] : undefined;
    if (key && id !== undefined && owner(id)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key); // after the scan: removing shifts the indexes
  return doomed.length;
}

/** On sign-out: the leaving user's drafts. Returns how many were removed. */
export function clearUserDrafts(storage: KeyedStorage, userId: number): number {
  return removeWhere(storage, (id) => id === String(userId));
}

/** On sign-in as `userId`: every other signed-in user's drafts (anonymous ones are nobody's account). */
export function clearOtherUsersDrafts(storage: KeyedStorage, userId: number): number {
  return removeWhere(storage, (id) => id !== String(userId) && id !== "anon");
}

/** The browser's storage, or null where there is none (private modes that throw, server render). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
