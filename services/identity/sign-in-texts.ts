import type { Language } from '../i18n/index.ts';

export interface SignInTexts {
  title: string;
  heading: string;
  username: string;
  password: string;
  submit: string;
  failed: string;
  unconfirmed: string;
  tooMany: string;
  register: string;
  signOutHeading: string;
  signOutConfirm: string;
  signOutCancel: string;
  signedOut: string;
  backToPortal: string;
  errorHeading: string;
}

/** The texts of the sign-in, sign-out and error pages of the embedded provider. */
export const SIGN_IN_TEXTS: Record<Language, SignInTexts> = {
  en: {
    title: 'Sign in – Freight portal',
    heading: 'Sign in to the freight portal',
    username: 'Username or e-mail',
    password: 'Password',
    submit: 'Sign in',
    failed: 'The username or the password is wrong.',
    unconfirmed: 'Please confirm your e-mail address first: follow the link in the confirmation e-mail.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    register: 'No account yet? Register',
    signOutHeading: 'Do you want to sign out?',
    signOutConfirm: 'Yes, sign me out',
    signOutCancel: 'No, stay signed in',
    signedOut: 'You have been signed out.',
    backToPortal: 'Back to the portal',
    errorHeading: 'Sign-in is not possible',
  },
  de: {
    title: 'Anmelden – Frachtportal',
    heading: 'Am Frachtportal anmelden',
    username: 'Benutzername oder E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    failed: 'Benutzername oder Passwort ist falsch.',
    unconfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in der Bestätigungs-E-Mail.',
    tooMany: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    register: 'Noch kein Konto? Registrieren',
    signOutHeading: 'Möchten Sie sich abmelden?',
    signOutConfirm: 'Ja, abmelden',
    signOutCancel: 'Nein, angemeldet bleiben',
    signedOut: 'Sie wurden abgemeldet.',
    backToPortal: 'Zurück zum Portal',
    errorHeading: 'Die Anmeldung ist nicht möglich',
  },
  cs: {
    title: 'Přihlášení – Přepravní portál',
    heading: 'Přihlášení do přepravního portálu',
    username: 'Uživatelské jméno nebo e-mail',
    password: 'Heslo',
    submit: 'Přihlásit',
    failed: 'Uživatelské jméno nebo heslo je nesprávné.',
    unconfirmed: 'Nejprve prosím potvrďte svou e-mailovou adresu odkazem v potvrzovacím e-mailu.',
    tooMany: 'Příliš mnoho pokusů. Počkejte prosím minutu a zkuste to znovu.',
    register: 'Ještě nemáte účet? Registrovat',
    signOutHeading: 'Chcete se odhlásit?',
    signOutConfirm: 'Ano, odhlásit',
    signOutCancel: 'Ne, zůstat přihlášen',
    signedOut: 'Byli jste odhlášeni.',
    backToPortal: 'Zpět na portál',
    errorHeading: 'Přihlášení není možné',
  },
  sk: {
    title: 'Prihlásenie – Prepravný portál',
    heading: 'Prihlásenie do prepravného portálu',
    username: 'Používateľské meno alebo e-mail',
    password: 'Heslo',
    submit: 'Prihlásiť',
    failed: 'Používateľské meno alebo heslo je nesprávne.',
    unconfirmed: 'Najprv prosím potvrďte svoju e-mailovú adresu odkazom v potvrdzovacom e-maile.',
    tooMany: 'Príliš veľa pokusov. Počkajte prosím minútu a skúste to znova.',
    register: 'Ešte nemáte účet? Registrovať',
    signOutHeading: 'Chcete sa odhlásiť?',
    signOutConfirm: 'Áno, odhlásiť',
    signOutCancel: 'Nie, zostať prihlásený',
    signedOut: 'Boli ste odhlásení.',
    backToPortal: 'Späť na portál',
    errorHeading: 'Prihlásenie nie je možné',
  },
};
