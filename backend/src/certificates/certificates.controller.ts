import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodOkResponse } from '../core/http/api-document';
import { CertificateVerificationService } from './certificate-verification.service';
import { certificateVerificationSchema } from './dto/certificate-verification.dto';

@ApiTags('Zertifikate')
@Controller('certificates')
export class CertificatesController {
  constructor(private readonly verification: CertificateVerificationService) {}

  @Get(':number')
  @Header('Cache-Control', 'no-store')
  @Header('X-Robots-Tag', 'noindex, nofollow')
  @ApiOperation({
    summary: 'Zertifikat prüfen',
    description:
      "Wie die Seite /zertifikat/{number}. Jede Nummer, auch eine fehlerhafte, wird mit 200 beantwortet; eine unbekannte mit status 'unknown'.",
  })
  @ApiZodOkResponse(certificateVerificationSchema)
  verify(@Param('number') number: string) {
    return this.verification.publicView(number);
  }
}
