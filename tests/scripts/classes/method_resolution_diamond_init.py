class Base:
    def __init__(self):
        print("Base init")
class Left(Base):
    def __init__(self):
        print("Left init")
        super().__init__()
class Right(Base):
    def __init__(self):
        print("Right init")
        super().__init__()
class Bottom(Left, Right):
    def __init__(self):
        print("Bottom init")
        super().__init__()
Bottom()
