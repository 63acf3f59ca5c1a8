// The catalogue modules of scripts/vite/messages-plugin.ts.
declare module 'virtual:levada-messages' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  type Loader = () => Promise<{ default: Record<string, MessageFormatElement[]> }>;
  type Loaders = Record<string, Loader>;
  /** English's loaders; another language's come with a module of their own. */
  export const loaders: { en: Loaders } & Record<'pt' | 'de' | 'es' | 'fr', () => Promise<Loaders>>;
}
