// The catalogue modules of scripts/vite/messages-plugin.ts.
declare module 'virtual:levada-messages' {
  import type { MessageFormatElement } from 'react-intl';
  type Loader = () => Promise<{ default: Record<string, MessageFormatElement[]> }>;
  export const loaders: Record<'en' | 'pt' | 'de' | 'es' | 'fr', Record<string, Loader>>;
}
