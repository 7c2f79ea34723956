import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';

/**
 * Soft chips whose text keeps at least 4.5:1 contrast in both themes (MUI's filled warning, info
 * and secondary chips put white on mid tones and fall short for small text).
 */
export type Tone = 'amber' | 'blue' | 'purple' | 'teal' | 'green' | 'red' | 'grey';

export const TONE_COLORS: Record<Tone, { light: [string, string]; dark: [string, string] }> = {
  // [background, text]
  amber: { light: ['#fff1dc', '#7a4100'], dark: ['rgba(255, 183, 77, 0.16)', '#ffcc80'] },
  blue: { light: ['#e3f0fd', '#0d47a1'], dark: ['rgba(100, 181, 246, 0.16)', '#90caf9'] },
  purple: { light: ['#f3e6f6', '#6a1b9a'], dark: ['rgba(206, 147, 216, 0.16)', '#e1bee7'] },
  teal: { light: ['#dff1ef', '#00574d'], dark: ['rgba(128, 203, 196, 0.16)', '#80cbc4'] },
  green: { light: ['#e5f4e6', '#1b5e20'], dark: ['rgba(165, 214, 167, 0.16)', '#a5d6a7'] },
  red: { light: ['#fdeaea', '#a3161a'], dark: ['rgba(239, 154, 154, 0.16)', '#ef9a9a'] },
  grey: { light: ['#eceff1', '#37474f'], dark: ['rgba(176, 190, 197, 0.16)', '#cfd8dc'] },
};

export function ToneChip({
  tone,
  label,
  size = 'small',
  ...rest
}: { tone: Tone; label: ChipProps['label']; size?: ChipProps['size'] } & Omit<ChipProps, 'color' | 'variant' | 'label' | 'size'>) {
  const { light, dark } = TONE_COLORS[tone];
  return (
    <Chip
      {...rest}
      size={size}
      label={label}
      sx={[
        (theme: Theme) => ({
          fontWeight: 700,
          bgcolor: light[0],
          color: light[1],
          border: 1,
          borderColor: 'transparent',
          ...theme.applyStyles('dark', { bgcolor: dark[0], color: dark[1] }),
        }),
        ...(Array.isArray(rest.sx) ? rest.sx : rest.sx ? [rest.sx] : []),
      ]}
    />
  );
}
