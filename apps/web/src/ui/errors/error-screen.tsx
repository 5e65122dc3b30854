import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';

export interface ErrorScreenProps {
  title: string;
  description?: ReactNode;
  /** Technical details, folded away under a disclosure. */
  details?: string;
  detailsLabel?: string;
  actions?: ReactNode;
}

/** A full-width message for a screen that cannot be shown. */
export function ErrorScreen({
  title,
  description,
  details,
  detailsLabel,
  actions,
}: ErrorScreenProps) {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {description ? <Typography color="text.secondary">{description}</Typography> : null}
      {details ? (
        <Box
          component="details"
          sx={{
            maxWidth: 720,
            width: '100%',
            textAlign: 'left',
            '& summary': { cursor: 'pointer' },
          }}
        >
          <summary>{detailsLabel ?? 'Details'}</summary>
          <Box
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontSize: 13,
              bgcolor: 'grey.100',
              p: 2,
            }}
          >
            {details}
          </Box>
        </Box>
      ) : null}
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
