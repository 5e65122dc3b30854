import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner with its text, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
