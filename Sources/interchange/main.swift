import Foundation
import InterchangeCLI

exit(Interchange.main(arguments: Array(CommandLine.arguments.dropFirst())))
