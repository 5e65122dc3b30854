import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The centred card every sign-in screen sits in: a heading, optional intro, then the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper
        component="section"
        aria-labelledby="auth-card-title"
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}
      >
        <Typography id="auth-card-title" component="h1" variant="h5" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
}
