import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A centred spinner with a message, shown while settings, the session or a screen load. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
