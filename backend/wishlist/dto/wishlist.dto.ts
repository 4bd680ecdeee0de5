import { ArrayMaxSize, IsArray, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AddWishlistItemDto {
  @IsString({ message: 'itemNumber must be text.' })
  @IsNotEmpty({ message: 'itemNumber is required.' })
  @MaxLength(40, { message: 'itemNumber must be at most 40 characters.' })
  itemNumber: string;
}

/** The guest wishlist kept in local storage, sent once at login. */
export class MergeWishlistDto {
  @IsArray({ message: 'itemNumbers must be a list.' })
  @ArrayMaxSize(200, { message: 'A wishlist holds at most 200 products.' })
  @IsString({ each: true, message: 'itemNumbers must be text.' })
  @MaxLength(40, { each: true, message: 'itemNumber must be at most 40 characters.' })
  itemNumbers: string[];
}

export type { WishlistEntry } from '../../domain/api/wishlist';
