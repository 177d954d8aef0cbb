import { Fragment } from 'react';
import styled from 'styled-components';

// A Polish postcode ("02-670") must not break at its hyphen on a narrow screen.
const POSTCODE = /(\b\d{2}-\d{3}\b)/;

const Unbroken = styled.span`
  white-space: nowrap;
`;

/** An address as plain text, with each postcode kept on one line. */
export function AddressText({ text }: { text: string }) {
  const parts = text.split(POSTCODE);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capture group puts the postcodes at the odd indexes.
        index % 2 === 1 ? (
          <Unbroken key={index} data-postcode="">
            {part}
          </Unbroken>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
