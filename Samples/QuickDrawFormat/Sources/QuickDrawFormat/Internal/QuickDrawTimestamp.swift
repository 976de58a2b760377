import Foundation

/// Quick, Draw!'s `timestamp` text, `2017-03-09 00:28:55.63704 UTC`, read and written without
/// locale-dependent formatters.
enum QuickDrawTimestamp {
  /// Seconds between 1970-01-01 and 2001-01-01 (the reference date).
  static let unixToReference = 978_307_200.0

  /// The date of a timestamp, or `nil` when the text is not in the expected form.
  static func date(_ text: String) -> Date? {
    let b = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= b.count else { return nil }
      var v = 0
      for i in range {
        guard b[i] >= 0x30, b[i] <= 0x39 else { return nil }
        v = v * 10 + Int(b[i] - 0x30)
      }
      return v
    }
    guard b.count >= 19, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
      b[10] == UInt8(ascii: " ") || b[10] == UInt8(ascii: "T"), b[13] == UInt8(ascii: ":"),
      b[16] == UInt8(ascii: ":"), let year = number(0..<4), let month = number(5..<7),
      let day = number(8..<10), let hour = number(11..<13), let minute = number(14..<16),
      let second = number(17..<19), (1...12).contains(month), (1...31).contains(day), hour < 24,
      minute < 60, second < 61
    else { return nil }
    var i = 19
    var fraction = 0.0
    if i < b.count, b[i] == UInt8(ascii: ".") {
      i += 1
      var scale = 0.1
      let start = i
      while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
        fraction += Double(b[i] - 0x30) * scale
        scale /= 10
        i += 1
      }
      guard i > start else { return nil }
    }
    let rest = String(decoding: b[i...], as: UTF8.self)
    guard rest == " UTC" || rest == "Z" || rest.isEmpty else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let unix = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
    return Date(timeIntervalSinceReferenceDate: unix - unixToReference)
  }

  /// The timestamp text of a date, with five decimal places (as the dataset writes them), or
  /// `nil` when the date is outside the years 1…9999.
  static func text(_ date: Date) -> String? {
    let unix = date.timeIntervalSinceReferenceDate + unixToReference
    guard unix.isFinite, unix > -62_135_596_800, unix < 253_402_300_800 else { return nil }
    let hundredThousandths = Int64((unix * 100_000).rounded())
    let seconds =
      hundredThousandths >= 0 ? hundredThousandths / 100_000 : (hundredThousandths - 99_999) / 100_000
    let fraction = Int(hundredThousandths - seconds * 100_000)
    let days = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    let secondOfDay = Int(seconds - Int64(days) * 86_400)
    let (year, month, day) = civilFromDays(days)
    func pad(_ v: Int, _ width: Int) -> String {
      let s = String(v)
      return String(repeating: "0", count: max(0, width - s.count)) + s
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(secondOfDay / 3600, 2)):"
      + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)).\(pad(fraction, 5)) UTC"
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01.
  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
