import Foundation
import InkInterchange
import InkTestSupport
import InterchangeCLI
import QuickDrawFormat
import Synchronization

/// Reads UTF-8 text as Quick, Draw! ndjson.
func importText(_ text: String, options: ImportOptions = ImportOptions()) throws -> ImportResult {
  try QuickDrawFormat().importDrawing(from: Array(text.utf8), options: options)
}

/// The error thrown when reading `text`, or `nil` when it reads.
func importError(_ text: String, options: ImportOptions = ImportOptions()) -> QuickDrawDecodingError? {
  do {
    _ = try QuickDrawDecoder(options: options).decode(Array(text.utf8))
    return nil
  } catch {
    return error
  }
}

/// Export options for the metadata of a line of the sample file.
func exportOptions(word: String, countrycode: String, recognized: Bool, keyID: String) -> ExportOptions {
  var options = ExportOptions()
  options.formatOptions = [
    "word": word, "countrycode": countrycode, "recognized": recognized ? "true" : "false", "key_id": keyID,
  ]
  return options
}

/// The sample file `Examples/doodles.ndjson`, found from this file's path.
func sampleFile() throws -> (url: URL, bytes: [UInt8]) {
  let root = try TestFixtures().packageRoot
  let url = root.appendingPathComponent("Examples/doodles.ndjson")
  return (url, Array(try Data(contentsOf: url)))
}

/// Standard streams captured in memory, for running the command line in-process.
final class CapturedIO: Sendable {
  private let output = Mutex<[UInt8]>([])
  private let error = Mutex<String>("")

  var io: InterchangeIO {
    InterchangeIO(
      readStandardInput: { _ in [] },
      writeStandardOutput: { bytes in self.output.withLock { $0 += bytes } },
      writeStandardError: { text in self.error.withLock { $0 += text } })
  }

  var standardOutput: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
  var standardError: String { error.withLock { $0 } }
}
