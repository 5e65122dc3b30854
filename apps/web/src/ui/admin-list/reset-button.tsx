import Button from '@mui/material/Button';
import RestartAltIcon from '@mui/icons-material/RestartAlt';

/**
 * "Reset to defaults" beside a list's Add: a quieter text button kept well apart from Add, so the
 * one that throws the list's settings away is not the one a hurried click finds (issue 21, part 11).
 */
export function ResetButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="inherit" startIcon={<RestartAltIcon />} onClick={onClick} sx={{ mr: 3 }}>
      {label}
    </Button>
  );
}
