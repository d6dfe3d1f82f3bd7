import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageLink } from '../../components/PageLink';
import { LOGIN_PATH } from '../../navigation/paths';
import { CardGrid, type CardGridItem } from './CardGrid';

interface WhyScreenSpaceProps {
  /** The heading's id, for the enclosing section's aria-labelledby. */
  headingId: string;
  title: string;
  benefits: readonly CardGridItem[];
  /** The question before "Sign in to your dashboard", e.g. "Already a host?". */
  signInPrompt: string;
}

/** A public page's "Why … with ScreenSpace": its h2, the benefits, and a sign-in link for those already on board. */
export function WhyScreenSpace({ headingId, title, benefits, signInPrompt }: WhyScreenSpaceProps) {
  return (
    <>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <CardGrid items={benefits} />
      <Typography color="text.secondary" sx={{ mt: 4 }}>
        {signInPrompt}{' '}
        <Button component={PageLink} to={LOGIN_PATH} variant="text" sx={{ px: 0.5, minWidth: 0, verticalAlign: 'baseline' }}>
          Sign in to your dashboard
        </Button>
      </Typography>
    </>
  );
}
