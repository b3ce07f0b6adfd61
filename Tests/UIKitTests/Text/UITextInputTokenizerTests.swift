import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// `UITextInputStringTokenizer` over a text field's text: characters, words, sentences,
/// paragraphs, the document, in both directions.
@MainActor @Suite struct UITextInputTokenizerTests {
    let field: UITextField = {
        let field = UITextField()
        field.text = "Hi there. 你好👍🏽 ok"
        return field
    }()

    func position(_ offset: Int) -> UITextPosition { field.position(from: field.beginningOfDocument, offset: offset)! }
    func offset(_ position: UITextPosition?) -> Int? { position.map { field.offset(from: field.beginningOfDocument, to: $0) } }
    func text(_ range: UITextRange?) -> String? { range.flatMap { field.text(in: $0) } }

    @Test func charactersAreGraphemes() {
        let tokenizer = field.tokenizer
        let emoji = tokenizer.rangeEnclosingPosition(position(12), with: .character, inDirection: .storage(.forward))
        #expect(text(emoji) == "👍🏽")
        #expect(offset(tokenizer.position(from: position(12), toBoundary: .character, inDirection: .storage(.forward))) == 16)
        #expect(offset(tokenizer.position(from: position(16), toBoundary: .character, inDirection: .layout(.left))) == 12)
    }

    @Test func wordsSkipSpacesAndPunctuation() {
        let tokenizer = field.tokenizer
        #expect(text(tokenizer.rangeEnclosingPosition(position(4), with: .word, inDirection: .storage(.forward))) == "there")
        #expect(text(tokenizer.rangeEnclosingPosition(position(3), with: .word, inDirection: .storage(.forward))) == "there")
        #expect(text(tokenizer.rangeEnclosingPosition(position(3), with: .word, inDirection: .storage(.backward))) == nil)
        #expect(tokenizer.isPosition(position(8), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(tokenizer.isPosition(position(5), withinTextUnit: .word, inDirection: .storage(.forward)))
        #expect(offset(tokenizer.position(from: position(0), toBoundary: .word, inDirection: .storage(.forward))) == 2)
    }

    @Test func sentencesParagraphsAndTheDocument() {
        let tokenizer = field.tokenizer
        #expect(text(tokenizer.rangeEnclosingPosition(position(2), with: .sentence, inDirection: .storage(.forward))) == "Hi there.")
        #expect(text(tokenizer.rangeEnclosingPosition(position(11), with: .sentence, inDirection: .storage(.forward))) == "你好👍🏽 ok")
        #expect(text(tokenizer.rangeEnclosingPosition(position(3), with: .paragraph, inDirection: .storage(.forward))) == field.text)
        #expect(tokenizer.isPosition(field.endOfDocument, atBoundary: .document, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(position(3), atBoundary: .document, inDirection: .storage(.forward)))
    }
}
