import { useId } from 'react';
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface PanelSectionProps {
  title: ReactNode;
  children: ReactNode;
}

/** An outlined panel with its own heading, which names it for screen readers (a region). */
export function PanelSection({ title, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
