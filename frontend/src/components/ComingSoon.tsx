import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { PageHeader } from './PageHeader';

/**
 * Placeholder for a screen that a later issue builds. Keeps every route of
 * docs/product-rules.md §12 reachable for its role meanwhile.
 */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={description} />
      <Card>
        <CardContent sx={{ py: 8, textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: 'rgba(67, 56, 202, 0.08)',
              color: 'primary.main',
              mb: 2,
            }}
          >
            <ConstructionIcon />
          </Box>
          <Typography component="p" variant="h6">
            Coming soon
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            This page arrives in a later release.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
