import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const SCREENS = [
  { place: 'Downtown Gym · Phoenix', ad: 'Smoothie Bar', sub: '2 for 1 after your workout', tint: '#f59e0b', top: 0, left: 40, rotate: -3 },
  { place: 'Corner Cafe · Tempe', ad: 'Yoga in the Park', sub: 'Saturdays 8 AM · Free', tint: '#10b981', top: 196, left: 0, rotate: 2 },
] as const;

/** Decorative: two mock screens playing ads (hidden from assistive technology and on small screens). */
export function HeroScreens() {
  return (
    <Box aria-hidden sx={{ display: { xs: 'none', lg: 'block' }, position: 'relative', width: 400, height: 390, flexShrink: 0 }}>
      {SCREENS.map((screen) => (
        <Box
          key={screen.place}
          sx={{
            position: 'absolute',
            top: screen.top,
            left: screen.left,
            width: 340,
            transform: `rotate(${screen.rotate}deg)`,
            borderRadius: 3,
            p: 1.25,
            bgcolor: '#0b1020',
            boxShadow: '0 24px 48px rgba(15, 23, 42, 0.35)',
          }}
        >
          <Box
            sx={{
              borderRadius: 2,
              p: 2.5,
              height: 150,
              color: 'common.white',
              background: `linear-gradient(135deg, ${screen.tint}, #4338ca)`,
            }}
          >
            <Typography sx={{ fontSize: '0.75rem', fontWeight: 700, opacity: 0.85, letterSpacing: '0.06em' }}>NOW PLAYING</Typography>
            <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, mt: 1.5, lineHeight: 1.1 }}>{screen.ad}</Typography>
            <Typography sx={{ mt: 0.5, opacity: 0.9 }}>{screen.sub}</Typography>
          </Box>
          <Typography sx={{ color: 'rgba(255,255,255,0.7)', fontSize: '0.75rem', mt: 1, px: 0.5 }}>{screen.place}</Typography>
        </Box>
      ))}
    </Box>
  );
}
