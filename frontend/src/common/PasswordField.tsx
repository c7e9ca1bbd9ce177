import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

/** A password input with a show/hide toggle. */
export const PasswordField = (props: TextFieldProps & { testId?: string }) => {
  const { testId, slotProps, ...rest } = props;
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...rest}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                onClick={() => setShown((value) => !value)}
                edge="end"
                size="small"
                tabIndex={-1}
              >
                {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
