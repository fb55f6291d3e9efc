import { LANGUAGE_COOKIE } from '../../contracts/language.ts';
import { LANGUAGES, type Language, negotiateLanguage } from '../i18n/index.ts';
import { SIGN_IN_TEXTS } from './sign-in-texts.ts';

export const STYLESHEET_PATH = '/oidc/assets/sign-in.css';

/** Served as a file of its own: the content security policy allows no inline styles or scripts here. */
export const STYLESHEET = `body{font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529;margin:0}
main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 1.5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #868e96;border-radius:4px;font-size:1rem}
input:focus,button:focus,a:focus{outline:3px solid #228be6;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#1864ab;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#e9ecef;color:#212529;margin-top:.75rem}
.error{background:#fff5f5;border:1px solid #e03131;color:#c92a2a;padding:.75rem;border-radius:4px}
nav{margin-top:1.5rem;text-align:center}a{color:#1864ab}`;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** The language the portal's language cookie names, if it names one the portal speaks. */
function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    const language = value.trim().toLowerCase() as Language;
    if (name === LANGUAGE_COOKIE && LANGUAGES.includes(language)) return language;
  }
  return undefined;
}

/**
 * The page language: the first supported of `ui_locales` (the web app sends the language it
 * shows), else the language the user chose in the portal (its cookie), else the browser's
 * Accept-Language, else English.
 */
export function pageLanguage(
  uiLocales: unknown,
  acceptLanguage: string | string[] | undefined,
  cookieHeader?: string | undefined,
): Language {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const base = tag.split('-')[0]?.toLowerCase() as Language;
      if (LANGUAGES.includes(base)) return base;
    }
  }
  return cookieLanguage(cookieHeader) ?? negotiateLanguage(acceptLanguage);
}

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function signInPage(options: {
  language: Language;
  action: string;
  username?: string;
  error?: 'failed' | 'unconfirmed' | 'tooMany';
  registrationUrl: string;
}): string {
  const texts = SIGN_IN_TEXTS[options.language];
  const error = options.error
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(texts[options.error])}</p>`
    : '';
  const described = options.error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return layout(
    options.language,
    texts.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
<label for="username">${escapeHtml(texts.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}"${described}>
<label for="password">${escapeHtml(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>
<nav><a href="${escapeHtml(options.registrationUrl)}">${escapeHtml(texts.register)}</a></nav>`,
  );
}

/** RP-initiated sign-out asks once; `form` is the provider's hidden form with its xsrf token. */
export function signOutPage(language: Language, form: string): string {
  const texts = SIGN_IN_TEXTS[language];
  return layout(
    language,
    texts.signOutHeading,
    `<h1>${escapeHtml(texts.signOutHeading)}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(texts.signOutConfirm)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(texts.signOutCancel)}</button>`,
  );
}

export function signedOutPage(language: Language, portalUrl: string): string {
  const texts = SIGN_IN_TEXTS[language];
  return layout(
    language,
    texts.signedOut,
    `<h1>${escapeHtml(texts.signedOut)}</h1><nav><a href="${escapeHtml(portalUrl)}">${escapeHtml(texts.backToPortal)}</a></nav>`,
  );
}

/** The provider's error page shows the error code, never internals. */
export function errorPage(language: Language, error: string, portalUrl: string): string {
  const texts = SIGN_IN_TEXTS[language];
  return layout(
    language,
    texts.errorHeading,
    `<h1>${escapeHtml(texts.errorHeading)}</h1><p class="error" role="alert">${escapeHtml(error)}</p><nav><a href="${escapeHtml(portalUrl)}">${escapeHtml(texts.backToPortal)}</a></nav>`,
  );
}
