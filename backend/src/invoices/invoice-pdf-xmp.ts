/** The name under which the CII XML is embedded, as Factur-X and ZUGFeRD 2.3 prescribe. */
export const FACTUR_X_FILE_NAME = 'factur-x.xml';

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const FX_PROPERTIES: [name: string, description: string][] = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
];

/**
 * The XMP that makes a PDF/A-3 a Factur-X / ZUGFeRD invoice: the PDF/A extension schema that
 * declares the fx properties (PDF/A allows no undeclared XMP), then the properties themselves.
 */
export function facturXMetadata(): string {
  const properties = FX_PROPERTIES.map(
    ([name, description]) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`,
  ).join('');
  return `
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${properties}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>`;
}

/**
 * pdfkit writes the document info into the XMP packet unescaped; the same text must stand in both
 * (PDF/A), so the characters XML reserves become their full-width look-alikes.
 */
export function xmpSafe(text: string): string {
  return text.replaceAll('&', '＆').replaceAll('<', '＜').replaceAll('>', '＞');
}
