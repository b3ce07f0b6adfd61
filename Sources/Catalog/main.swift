import UIKit
print("Rockhopper Catalog")
