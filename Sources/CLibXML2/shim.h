#ifndef INKINTERCHANGE_CLIBXML2_SHIM_H
#define INKINTERCHANGE_CLIBXML2_SHIM_H
// libxml2 may be built with ICU; its ICU headers clash with the copy of ICU that Foundation bundles.
// InkSVG never touches libxml2's ICU converters, so keep those declarations out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

static inline const char *inkxml_version(void) { return LIBXML_DOTTED_VERSION; }
#endif
