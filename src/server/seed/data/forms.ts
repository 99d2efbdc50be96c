import type { FormDefinition } from './types';

export const contactForm: FormDefinition = {
  key: 'contact',
  title: { fr_FR: 'Écrivez-nous', en_US: 'Write to us' },
  description: {
    fr_FR: 'Une question sur nos vins, une commande, une visite de groupe ? Nous répondons sous 48 heures ouvrées.',
    en_US: 'A question about our wines, an order, a group visit? We reply within two working days.',
  },
  submitLabel: { fr_FR: 'Envoyer', en_US: 'Send' },
  successMessage: {
    fr_FR: 'Merci, votre message est bien parti. Nous vous répondons très vite.',
    en_US: 'Thank you, your message has been sent. We will reply very soon.',
  },
  fields: [
    {
      name: 'name',
      type: 'TEXT',
      label: { fr_FR: 'Nom et prénom', en_US: 'Full name' },
      rules: { required: true, minLength: 2, maxLength: 80 },
    },
    {
      name: 'email',
      type: 'EMAIL',
      label: { fr_FR: 'Adresse e-mail', en_US: 'E-mail address' },
      rules: { required: true, maxLength: 254 },
    },
    {
      name: 'subject',
      type: 'SELECT',
      label: { fr_FR: 'Sujet', en_US: 'Subject' },
      options: [
        { value: 'order', label: { fr_FR: 'Une commande', en_US: 'An order' } },
        { value: 'visit', label: { fr_FR: 'Une visite ou une dégustation', en_US: 'A visit or a tasting' } },
        { value: 'group', label: { fr_FR: 'Un groupe, un mariage, un séminaire', en_US: 'A group, a wedding, a seminar' } },
        { value: 'professional', label: { fr_FR: 'Une demande professionnelle', en_US: 'A trade enquiry' } },
        { value: 'other', label: { fr_FR: 'Autre chose', en_US: 'Something else' } },
      ],
      rules: { required: true },
    },
    {
      name: 'message',
      type: 'TEXTAREA',
      label: { fr_FR: 'Votre message', en_US: 'Your message' },
      rules: { required: true, minLength: 10, maxLength: 2000 },
    },
  ],
};
