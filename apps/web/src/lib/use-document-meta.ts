import { useEffect } from 'react';

/** Sets the page title and meta description; callers pass translated strings so both follow the language. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description !== undefined) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
