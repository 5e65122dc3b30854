import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Grid columns on wide screens (one column on phones). */
  columns?: 1 | 2;
}

/** A titled group of form fields; the heading names the group for screen readers. */
export function FormSection({ title, description, children, columns = 2 }: FormSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
