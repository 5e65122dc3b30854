import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * The centred card every sign-in screen sits in: a heading, optional intro, then the form; on a
 * backdrop in the company's sign-in page colours when it has some.
 */
export function AuthCard({
  title,
  intro,
  backdrop,
  children,
}: {
  title: string;
  intro?: ReactNode;
  backdrop?: { backgroundColor: string | null; textColor: string | null; text: string | null };
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: { xs: 2, md: 6 },
        px: 1,
        borderRadius: 1,
        bgcolor: backdrop?.backgroundColor ?? undefined,
        color: backdrop?.textColor ?? undefined,
      }}
    >
      {backdrop?.text ? (
        <Typography sx={{ maxWidth: 640, textAlign: 'center', whiteSpace: 'pre-wrap' }}>
          {backdrop.text}
        </Typography>
      ) : null}
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
