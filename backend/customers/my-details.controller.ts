import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, Roles } from '../common/auth/decorators';
import { SavedAddressDto, UpdateMyDetailsDto } from './dto/my-details.dto';
import { MyDetailsService } from './my-details.service';
import { Answers, list, obj } from '../common/http/openapi-answers';
import { CUSTOMER } from './customer-answer';

/** What this controller's operations answer (the OpenAPI document's response schemas). */
const ADDRESS = obj({
  id: 'number',
  label: 'string',
  'fullName?': 'string',
  addressLine1: 'string',
  'addressLine2?': 'string',
  city: 'string',
  state: 'string',
  zipCode: 'string',
  'phoneNumber?': 'string',
  isDefault: 'boolean',
});

/** My Details: the signed-in customer's own record and saved addresses. */
@ApiTags('customers')
@ApiBearerAuth()
@Roles('customer')
@Controller('customer/me')
export class MyDetailsController {
  constructor(private readonly details: MyDetailsService) {}

  @Answers(CUSTOMER, 404)
  @Put()
  @ApiOperation({ summary: 'Edit my name, phone and address (the email and username stay as they are)' })
  @ApiOkResponse({ description: 'The updated customer record.' })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateMyDetailsDto) {
    return this.details.update(user.id, dto);
  }

  @Answers(list(ADDRESS))
  @Get('addresses')
  @ApiOperation({ summary: 'My saved addresses, the default first (checkout prefills from it)' })
  addresses(@CurrentUser() user: AuthUser) {
    return this.details.addresses(user.id);
  }

  @Answers(ADDRESS)
  @Post('addresses')
  @ApiOperation({ summary: 'Save an address (at most 10; the first one is the default)' })
  add(@CurrentUser() user: AuthUser, @Body() dto: SavedAddressDto) {
    return this.details.add(user.id, dto);
  }

  @Answers(ADDRESS)
  @Put('addresses/:id')
  change(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: SavedAddressDto) {
    return this.details.change(user.id, id, dto);
  }

  @Answers(obj({ message: 'string' }))
  @Delete('addresses/:id')
  remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return this.details.remove(user.id, id);
  }
}
