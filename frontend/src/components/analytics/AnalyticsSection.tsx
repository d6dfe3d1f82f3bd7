import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AnalyticsSectionProps {
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  title: string;
  /** One line under the heading saying what the section shows. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A card section of an analytics page: its h2, an optional intro line, then the content. */
export function AnalyticsSection({ headingId, title, intro, children }: AnalyticsSectionProps) {
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: intro ? 0 : 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
