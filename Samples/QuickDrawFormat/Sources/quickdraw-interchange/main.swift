import Foundation
import InkFormats
import InkInterchange
import InterchangeCLI
import QuickDrawFormat

var registry = FormatRegistry.standard
try registry.register(QuickDrawFormat())
exit(
  Interchange.main(
    arguments: Array(CommandLine.arguments.dropFirst()), registry: registry,
    commandName: "quickdraw-interchange"))
