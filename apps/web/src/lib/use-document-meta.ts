import { createContext, useContext, useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
}

/**
 * Where a page's title and description go when there is no document: the build's prerendering
 * provides one and writes what it collected into the page's <head>.
 */
export const DocumentMetaCollectorContext = createContext<((meta: DocumentMeta) => void) | null>(
  null,
);

/** Sets the page title and meta description; callers pass translated strings so both follow the language. */
export function useDocumentMeta(title: string, description?: string): void {
  useContext(DocumentMetaCollectorContext)?.({ title, description });
  useEffect(() => {
    document.title = title;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
