#ifndef INKINTERCHANGE_CLIBXML2_SHIM_H
#define INKINTERCHANGE_CLIBXML2_SHIM_H
// libxml2 may be built with ICU; its ICU headers clash with the copy of ICU that Foundation bundles.
// InkSVG never touches libxml2's ICU converters, so keep those declarations out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/xmlerror.h>
#include <string.h>

static inline const char *inkxml_version(void) { return LIBXML_DOTTED_VERSION; }

/// The first error (level error or fatal) libxml2 reported while parsing one document.
typedef struct {
  int set;
  int code;
  int line;
  int column;
  char message[240];
  /// The document's parser context while it parses (libxml2 parses an entity's text in content
  /// with a context of its own, whose lines count from the entity's text).
  void *document;
  /// How many bytes `inkxml_start_tag_line` read back, over the whole parse.
  long tag_bytes_scanned;
} inkxml_first_error;

/// The line of the `<` that opens the start tag libxml2 is reporting. libxml2 calls
/// startElementNs with its position at the tag's end (`>` or `/>`), so its line is the tag's last
/// one; this reads back through libxml2's input buffer to the `<` (no attribute value can hold a
/// raw `<`, so the first one back is the tag's) and subtracts the line feeds in between, as
/// libxml2 counts lines by line feeds. Each byte of a tag is read once, so the parse stays linear.
/// `*scanned` grows by the bytes read back. Without a `<` in the buffer: libxml2's line.
static inline int inkxml_start_tag_line(xmlParserCtxtPtr ctxt, long *scanned) {
  if (ctxt == NULL || ctxt->input == NULL) return 0;
  xmlParserInputPtr in = ctxt->input;
  const xmlChar *p = in->cur;
  if (p == NULL || in->base == NULL) return in->line;
  int breaks = 0;
  while (p > in->base && *p != '<') {
    if (*p == '\n') breaks++;
    p--;
  }
  if (scanned != NULL) *scanned += (long)(in->cur - p);
  if (*p != '<' || breaks >= in->line) return in->line;
  return in->line - breaks;
}

/// Structured error handler: records the first error in the context's `_private` record, and
/// keeps libxml2 from printing anything.
static void inkxml_structured_error(void *user_data, xmlErrorPtr error) {
  xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)user_data;
  if (ctxt == NULL || error == NULL || ctxt->_private == NULL) return;
  if (error->level < XML_ERR_ERROR) return;
  inkxml_first_error *first = (inkxml_first_error *)ctxt->_private;
  if (first->set) return;
  first->set = 1;
  first->code = error->code;
  first->line = error->line;
  first->column = error->int2;
  xmlParserCtxtPtr document = (xmlParserCtxtPtr)first->document;
  if (document != NULL && document != ctxt && document->inputNr > 0 && document->inputTab[0] != NULL) {
    // Inside an entity's text: where the document is, just past the reference.
    first->line = document->inputTab[0]->line;
    first->column = document->inputTab[0]->col;
  }
  first->message[0] = 0;
  if (error->message != NULL) {
    strncpy(first->message, error->message, sizeof(first->message) - 1);
    first->message[sizeof(first->message) - 1] = 0;
  }
}

/// A cursor over a memory buffer, read through libxml2's I/O callbacks. (libxml2 2.9's memory
/// input refuses documents over 10 MB with "Huge input lookup" unless XML_PARSE_HUGE is set, which
/// would also lift the per-token limits; an I/O reader keeps those limits and any document size.)
typedef struct {
  const char *data;
  size_t size;
  size_t offset;
} inkxml_memory_reader;

static int inkxml_read_callback(void *context, char *buffer, int len) {
  inkxml_memory_reader *reader = (inkxml_memory_reader *)context;
  size_t left = reader->size - reader->offset;
  size_t n = len < 0 ? 0 : (size_t)len;
  if (n > left) n = left;
  memcpy(buffer, reader->data + reader->offset, n);
  reader->offset += n;
  return (int)n;
}

static int inkxml_close_callback(void *context) {
  (void)context;
  return 0;
}

/// libxml2's tree builder's startElementNs, then the new element's line set to the line of its
/// `<` (libxml2 gives it the line of the tag's end). Lines from 65535 on are left to libxml2
/// (`XML_PARSE_BIG_LINES` keeps them elsewhere).
static void inkxml_tree_start_element(void *ctx, const xmlChar *localname, const xmlChar *prefix,
    const xmlChar *URI, int nb_namespaces, const xmlChar **namespaces, int nb_attributes,
    int nb_defaulted, const xmlChar **attributes) {
  xmlSAX2StartElementNs(ctx, localname, prefix, URI, nb_namespaces, namespaces, nb_attributes,
      nb_defaulted, attributes);
  xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)ctx;
  if (ctxt == NULL || ctxt->node == NULL || ctxt->_private == NULL) return;
  int line = inkxml_start_tag_line(ctxt, &((inkxml_first_error *)ctxt->_private)->tag_bytes_scanned);
  if (line > 0 && line < 65535) ctxt->node->line = (unsigned short)line;
}

/// Parses `size` bytes into a document with a private parser context whose errors go to `error`
/// (never to standard error). Returns NULL on failure; the caller frees the document.
static inline xmlDocPtr inkxml_read_memory(
    const char *buffer, size_t size, int options, inkxml_first_error *error) {
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt();
  if (ctxt == NULL) return NULL;
  ctxt->_private = error;
  error->document = ctxt;
  ctxt->sax->serror = inkxml_structured_error;
  ctxt->sax->startElementNs = inkxml_tree_start_element;
  ctxt->sax->error = NULL;
  ctxt->sax->warning = NULL;
  ctxt->vctxt.error = NULL;
  ctxt->vctxt.warning = NULL;
  inkxml_memory_reader reader = {buffer, size, 0};
  xmlDocPtr doc = xmlCtxtReadIO(
      ctxt, inkxml_read_callback, inkxml_close_callback, &reader, NULL, NULL, options);
  if (doc != NULL && !ctxt->wellFormed) {
    xmlFreeDoc(doc);
    doc = NULL;
  }
  xmlFreeParserCtxt(ctxt);
  error->document = NULL;
  return doc;
}

/// The entity declaration an entity-reference node refers to, or NULL.
static inline xmlEntityPtr inkxml_reference_entity(xmlNodePtr ref) {
  if (ref == NULL || ref->type != XML_ENTITY_REF_NODE) return NULL;
  xmlNodePtr decl = ref->children;
  if (decl != NULL && decl->type == XML_ENTITY_DECL) return (xmlEntityPtr)decl;
  if (ref->doc != NULL) return xmlGetDocEntity(ref->doc, ref->name);
  return NULL;
}
/// What a SAX parse shares with its callbacks through the context's `_private` pointer. The first
/// member is the error record, so `inkxml_structured_error` works for both kinds of parse.
typedef struct {
  inkxml_first_error error;
  /// The Swift builder (opaque here).
  void *builder;
  /// Set when the document declares an entity: the SAX parse stops and the caller uses the
  /// tree-based path, which expands internal entities within a budget and refuses external ones.
  int has_entities;
} inkxml_sax_state;

/// The builder of a SAX parse, from a callback's context argument.
static inline void *inkxml_sax_builder(void *ctx) {
  xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)ctx;
  if (ctxt == NULL || ctxt->_private == NULL) return NULL;
  return ((inkxml_sax_state *)ctxt->_private)->builder;
}

/// The line where the start tag a SAX parse is reporting begins (its `<`).
static inline int inkxml_sax_line(void *ctx) {
  xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)ctx;
  if (ctxt == NULL || ctxt->_private == NULL) return 0;
  return inkxml_start_tag_line(ctxt, &((inkxml_first_error *)ctxt->_private)->tag_bytes_scanned);
}

/// Stops a SAX parse from a callback (no further callbacks are made).
static inline void inkxml_sax_stop(void *ctx) { xmlStopParser((xmlParserCtxtPtr)ctx); }

static void inkxml_sax_entity_decl(void *ctx, const xmlChar *name, int type,
    const xmlChar *publicId, const xmlChar *systemId, xmlChar *content) {
  (void)name; (void)type; (void)publicId; (void)systemId; (void)content;
  xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)ctx;
  if (ctxt == NULL) return;
  if (ctxt->_private != NULL) ((inkxml_sax_state *)ctxt->_private)->has_entities = 1;
  xmlStopParser(ctxt);
}

/// Parses `size` bytes with a SAX2 handler made of the given callbacks (any may be NULL): libxml2
/// builds no tree. Errors go to `state->error`; an entity declaration stops the parse and sets
/// `state->has_entities`. Returns 1 when libxml2 found the document well-formed.
static inline int inkxml_sax_parse(const char *buffer, size_t size, int options,
    startElementNsSAX2Func start, endElementNsSAX2Func end, charactersSAXFunc characters,
    inkxml_sax_state *state) {
  xmlSAXHandler sax;
  memset(&sax, 0, sizeof(sax));
  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = start;
  sax.endElementNs = end;
  sax.characters = characters;
  sax.ignorableWhitespace = characters;
  sax.cdataBlock = characters;
  sax.entityDecl = inkxml_sax_entity_decl;
  sax.serror = inkxml_structured_error;
  inkxml_memory_reader reader = {buffer, size, 0};
  xmlParserCtxtPtr ctxt = xmlCreateIOParserCtxt(
      &sax, NULL, inkxml_read_callback, inkxml_close_callback, &reader, XML_CHAR_ENCODING_NONE);
  if (ctxt == NULL) return 0;
  ctxt->_private = state;
  state->error.document = ctxt;
  xmlCtxtUseOptions(ctxt, options);
  xmlParseDocument(ctxt);
  int ok = ctxt->wellFormed;
  if (ctxt->myDoc != NULL) {
    xmlFreeDoc(ctxt->myDoc);
    ctxt->myDoc = NULL;
  }
  xmlFreeParserCtxt(ctxt);
  state->error.document = NULL;
  return ok;
}
#endif
