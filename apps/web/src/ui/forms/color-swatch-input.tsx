import Box from '@mui/material/Box';

const hexColor = /^#[0-9a-fA-F]{6}$/;

/** The browser's colour picker as a swatch beside a #rrggbb text field. */
export function ColorSwatchInput({
  label,
  value,
  fallback = '#000000',
  onChange,
}: {
  /** Its accessible name (the picker has no visible label of its own). */
  label: string;
  value: string;
  /** Shown while `value` is not a #rrggbb colour. */
  fallback?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box
      component="input"
      type="color"
      aria-label={label}
      value={hexColor.test(value) ? value : fallback}
      onChange={(event) => onChange((event.target as HTMLInputElement).value)}
      sx={{
        flexShrink: 0,
        width: 48,
        height: 40,
        p: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'transparent',
        cursor: 'pointer',
      }}
    />
  );
}
