import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { readToastQueue, subscribeToasts } from './toast-store';

// Most visits show no toast: the snackbar and alert load with the first one.
const ToastSnackbar = lazy(() => import('./toast-snackbar'));

/** Shows the head of the toast queue at the top centre. Mount once, near the root. */
export function ToastHost() {
  const queue = useSyncExternalStore(subscribeToasts, readToastQueue, readToastQueue);
  // Stays mounted after the first toast, so a closing toast can finish its exit transition.
  const [needed, setNeeded] = useState(false);
  if (!needed && queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar />
    </Suspense>
  );
}
