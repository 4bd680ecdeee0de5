import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/**
 * A record that is not there: "not found", with the way back, never an empty
 * form. Another store's record is not found too (the API answers 404 for it).
 */
export function NotFound({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <Box role="alert" data-testid="not-found" sx={{ p: 4, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h1">
        {what} not found
      </Typography>
      <Typography color="text.secondary">
        It does not exist, or it belongs to another store. Check the link, or find it in the list.
      </Typography>
      <Button component={Link} to={back} variant="contained">
        {backLabel}
      </Button>
    </Box>
  );
}
