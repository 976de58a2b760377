// points-interchange: the whole `interchange` command line, plus the `points` format.
//
//   swift run points-interchange convert --to points ../flourish.svg -o /tmp/flourish.points
import Foundation
import InkFormats
import InkInterchange
import InterchangeCLI

var registry = FormatRegistry.standard
try! registry.register(PointsFormat())
exit(Interchange.main(arguments: Array(CommandLine.arguments.dropFirst()), registry: registry))
