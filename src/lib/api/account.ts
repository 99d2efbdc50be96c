import type { ApiClient } from '../api';
import type { NewsletterChoice, NewsletterList, Profile, ProfileChange, Registration, SessionState } from '../contracts/account';

// The account calls: signing up and in, the profile, the
// password, the newsletter. What they send and answer is the account contract
// (src/lib/contracts/account.ts).

export const authApi = (api: ApiClient) => ({
  /** The signed-in customer, or null for a visitor. */
  me: () => api.get<Profile | null>('/user'),
  /** Whether the caller is signed in, and their club member discount (the wine pages' member price). */
  session: () => api.get<SessionState>('/logged'),
  signIn: (email: string, password: string) => api.post<Profile>('/login', { email, password }),
  signOut: () => api.post<null>('/logout'),
  register: (registration: Registration) => api.post<null>('/register', registration),
  /** The link of the confirmation e-mail: the account opens and the customer is signed in. */
  confirmRegistration: (token: string) => api.post<Profile>('/register/confirm', { token }),
  askPasswordReset: (email: string) => api.put<null>('/password/reset/ask', { email }),
  resetPassword: (token: string, password: string) => api.put<null>('/password/reset', { token, password }),
});

export const profileApi = (api: ApiClient) => ({
  change: (profile: ProfileChange) => api.put<Profile>('/user', profile),
  /** The link sent to a new e-mail address: the change takes effect. */
  confirmEmail: (token: string) => api.post<null>('/user/email/confirm', { token }),
  changePassword: (currentPassword: string, password: string) => api.put<null>('/user/password', { currentPassword, password }),
  deleteAccount: (password: string) => api.delete<null>('/user', { password }),
});

export const newsletterApi = (api: ApiClient) => ({
  lists: () => api.get<NewsletterList[]>('/newsletter/lists'),
  subscribe: (email: string, lists: number[]) => api.post<null>('/newsletter/subscribe', { email, lists }),
  /** The link of the double opt-in e-mail. */
  confirm: (token: string) => api.post<null>('/newsletter/confirm', { token }),
  /** Signed in: the lists and which of them the customer receives. */
  customerLists: () => api.get<NewsletterList[]>('/user/newsletter/lists'),
  choices: () => api.get<NewsletterChoice[]>('/user/newsletter/subscription'),
  choose: (choices: NewsletterChoice[]) => api.put<NewsletterChoice[]>('/user/newsletter/subscription', { choices }),
});
