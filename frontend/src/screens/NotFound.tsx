import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export const NotFound = () => (
  <Card>
    <CardContent sx={{ py: 5, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        There is nothing at this address.
      </Typography>
      <Button component={Link} to="/search" variant="contained">
        Go to Search
      </Button>
    </CardContent>
  </Card>
);
