import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Where the builder lives: links inside it do not leave the tab. */
const OWN_PATH = '/landing';

/**
 * Asks before unsaved changes are lost: `guard(action)` runs the action at once when nothing is unsaved, else
 * after the user confirms. Leaving the tab by one of the app's links asks the same way (the app's router has no
 * navigation blocker, so the click is caught before it reaches the link); closing or reloading the page asks
 * through the browser's own beforeunload prompt.
 */
export function useUnsavedGuard(dirty: boolean) {
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const [pending, setPending] = useState<(() => void) | null>(null);

  const guard = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending(() => action);
    else action();
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith(OWN_PATH)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);

  return {
    guard,
    confirmOpen: pending !== null,
    confirm: () => {
      const action = pending;
      setPending(null);
      action?.();
    },
    cancel: () => setPending(null),
  };
}
