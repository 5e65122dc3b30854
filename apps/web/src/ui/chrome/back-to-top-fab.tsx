import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';

/** The floating button itself (loaded by BackToTopButton once the page is scrolled). */
export default function BackToTopFab({ isVisible }: { isVisible: boolean }) {
  const { t } = useTranslation();
  const label = t('nav.backToTop');
  return (
    <Zoom in={isVisible}>
      <Fab
        color="primary"
        size="small"
        aria-label={label}
        title={label}
        onClick={() => {
          const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
          document.getElementById('main-content')?.focus({ preventScroll: true });
        }}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
