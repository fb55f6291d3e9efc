import './track.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGUAGE_STORAGE_KEY, type Language, negotiateLanguage } from '../i18n/language.ts';
import { TrackPage } from './TrackPage.tsx';

/**
 * The public tracking page (`/track`): plain React and a few kilobytes of its own, none of the
 * signed-in app (no Mantine, router, query cache or sign-in), so it renders fast on a phone.
 */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TrackPage
        initialNumber={new URLSearchParams(window.location.search).get('number') ?? ''}
        initialLanguage={negotiateLanguage(storedLanguage(), navigator.languages ?? [])}
        onLanguageChange={storeLanguage}
      />
    </StrictMode>,
  );
}
