# import and from-import of a module next to the script (sys.path[0]).
import imported_shapes
import imported_shapes as shapes
from imported_shapes import perimeter, SIDES as table

print(imported_shapes.sides('square'), shapes is imported_shapes)
print(perimeter('triangle', 2.5), sorted(table))
shapes.loads += 1
print(imported_shapes.loads)


def local_import():
    from imported_shapes import sides
    import imported_shapes as again
    return sides('triangle') + again.sides('square')


print(local_import())
print(imported_shapes.__name__)
