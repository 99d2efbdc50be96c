/** The signed-in customer as GET /user describes them (SPEC section 3, "Profile (me)"). */
export interface Profile {
  id: number;
  email: string;
  phone: string | null;
  firstname: string | null;
  lastname: string | null;
  birthdate: string | null;
  role: 'CUSTOMER' | 'ADMIN' | 'SUPER_ADMIN';
  lang: string | null;
}

export interface NewsletterList {
  id: number;
  name: string;
  description: string | null;
}

export interface NewsletterChoice {
  listId: number;
  subscribed: boolean;
}

/** The registration rules a profile follows, from the site parameters. */
export interface ProfileSettings {
  askBirthdate: boolean;
  blockMinors: boolean;
  onlyMobilePhone: boolean;
}
