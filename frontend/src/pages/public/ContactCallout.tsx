import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { CONTACT_EMAIL, contactMailto } from '../../config';

/** "Contact Us" call to action: visitors book and sign up as hosts by e-mail (docs/product-rules.md §1). */
export function ContactCallout({ title, text, subject }: { title: string; text: string; subject: string }) {
  return (
    <Box component="section" aria-labelledby="contact-heading" sx={{ pb: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            p: { xs: 4, md: 6 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <Box>
            <Typography id="contact-heading" variant="h2">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560 }}>
              {text} Write to us at {CONTACT_EMAIL}.
            </Typography>
          </Box>
          <Button href={contactMailto(subject)} variant="contained" size="large" startIcon={<MailOutlineIcon />} sx={{ flexShrink: 0 }}>
            Contact Us
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
