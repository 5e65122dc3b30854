import Box from '@mui/material/Box';
import type { WatermarkPosition } from './watermark-form';
import { watermarkPlacement } from './watermark-form';

export interface WatermarkPreviewProps {
  text: string;
  fontSize: number;
  color: string;
  opacity: number;
  position: WatermarkPosition;
  label: string;
}

/*
 * The text is drawn by ::after from data-text: a watermark is faint on purpose, and as a text node
 * axe would measure it as body text (contrast); the preview's accessible name carries the text.
 */
const drawn = { '&::after': { content: 'attr(data-text)' } } as const;

/** A sample page (A4 proportions, grey text lines) with the watermark drawn over it. */
export function WatermarkPreview(props: WatermarkPreviewProps) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(props.color);
  const style = {
    position: 'absolute' as const,
    color: valid ? props.color : '#000000',
    opacity: Math.min(100, Math.max(0, props.opacity)) / 100,
    // The preview page is about a third of a real one: the text is scaled alike.
    fontSize: Math.max(4, Math.min(200, props.fontSize)) * 0.5,
    fontWeight: 600,
    lineHeight: 1.2,
    pointerEvents: 'none' as const,
    userSelect: 'none' as const,
  };
  return (
    <Box
      role="img"
      aria-label={`${props.label}: ${props.text}`}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 320,
        aspectRatio: '210 / 297',
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        boxShadow: 1,
        overflow: 'hidden',
        mx: 'auto',
      }}
    >
      <Box sx={{ p: 3, display: 'grid', gap: 1 }} aria-hidden="true">
        {Array.from({ length: 14 }, (_, index) => (
          <Box
            key={index}
            sx={{ height: 6, bgcolor: 'grey.200', width: index % 4 === 3 ? '60%' : '100%' }}
          />
        ))}
      </Box>
      {props.position === 'tile' ? (
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            placeItems: 'center',
            transform: 'rotate(-30deg) scale(1.3)',
          }}
        >
          {Array.from({ length: 8 }, (_, index) => (
            <Box
              key={index}
              component="span"
              data-text={props.text}
              sx={{ ...style, ...drawn, position: 'static' }}
            />
          ))}
        </Box>
      ) : (
        <Box
          component="span"
          aria-hidden="true"
          data-text={props.text}
          sx={{ ...style, ...drawn, ...watermarkPlacement(props.position) }}
        />
      )}
    </Box>
  );
}
