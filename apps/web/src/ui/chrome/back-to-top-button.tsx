import { lazy, Suspense, useState } from 'react';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { uiMetrics } from '@hondana/contract';

// Short pages are never scrolled: the button's code loads the first time it is needed.
const BackToTopFab = lazy(() => import('./back-to-top-fab'));

/** Appears once the page is scrolled 200 px down; takes the reader back to the top. */
export function BackToTopButton() {
  const isVisible = useScrollTrigger({
    disableHysteresis: true,
    threshold: uiMetrics.backToTopThresholdPx,
  });
  // Stays mounted once shown, so it can zoom out again.
  const [needed, setNeeded] = useState(false);
  if (!needed && isVisible) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopFab isVisible={isVisible} />
    </Suspense>
  );
}
