import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initialLocale } from './app/locale-context';
import { loadMessages } from './i18n/catalog';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Only the visitor's language is downloaded, and before the first render, so no text flashes in another.
const locale = initialLocale();
void loadMessages(locale).then((messages) => {
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>,
  );
});
