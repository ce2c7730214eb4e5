import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Access } from '../../common/access/access.decorators';
import { Scope, TenantScope } from '../../common/tenant/scope.decorator';
import { HIDE_REASONS, HideReason } from '../report.model';
import { CommentModerationService } from './comment-moderation.service';

export class HideCommentDto {
  @ApiProperty({ enum: HIDE_REASONS }) @IsIn(HIDE_REASONS) reason: HideReason;
}

const CHART = { roles: ['admin' as const], module: 'Chart' as const };

/** Hiding a report's comment (module Chart, like the report that lists it). */
@ApiTags('admin: reports')
@Controller('admin/survey/:id/comment/:commentId/hidden')
export class CommentModerationController {
  constructor(private readonly moderation: CommentModerationService) {}

  @Post()
  @Access(CHART)
  @HttpCode(204)
  hide(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
    @Body() body: HideCommentDto,
  ) {
    return this.moderation.hide(scope, id, commentId, body.reason);
  }

  @Delete()
  @Access(CHART)
  @HttpCode(204)
  show(
    @Scope() scope: TenantScope,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
  ) {
    return this.moderation.show(scope, id, commentId);
  }
}
