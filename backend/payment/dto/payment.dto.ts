import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** Spec 7 payment payload {amount, cardNumber, expirationDate 'MM/YY', cvv} (+ the holder's name). */
export class AuthorizePaymentDto {
  @ApiProperty({ example: 131.9, description: 'Dollars to hold.' })
  @Max(100000, { message: 'amount must be at most 100000.' })
  @Min(0.01, { message: 'amount must be above 0.' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'amount must be a number of dollars with at most 2 decimals.' },
  )
  amount: number;

  @ApiProperty({ example: '4111111111111111' })
  @MaxLength(19, { message: 'The card number is not valid.' })
  @IsString({ message: 'Please fill in all required fields.' })
  cardNumber: string;

  @ApiProperty({ example: '12/30' })
  @MaxLength(7, { message: 'Please enter the expiry date as MM/YY.' })
  @IsString({ message: 'Please fill in all required fields.' })
  expirationDate: string;

  @ApiProperty({ example: '123' })
  @MaxLength(4, { message: 'The CVV is not valid.' })
  @IsString({ message: 'Please fill in all required fields.' })
  cvv: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  cardHolderName?: string;
}

export class CapturePaymentDto {
  @ApiProperty({ example: 'txn_0123456789abcdef01234567' })
  @Matches(/^txn_[0-9a-f]{24}$/, { message: 'transactionId is not a transaction id.' })
  @IsString()
  transactionId: string;

  @ApiProperty({ example: 109.92, description: 'Dollars to capture (at most the authorized amount).' })
  @Max(100000, { message: 'amount must be at most 100000.' })
  @Min(0, { message: 'amount must not be negative.' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'amount must be a number of dollars with at most 2 decimals.' },
  )
  amount: number;
}
